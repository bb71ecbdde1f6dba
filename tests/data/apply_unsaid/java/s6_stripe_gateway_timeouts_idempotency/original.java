package com.acme.billing.gateway;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import java.util.function.Function;

public class StripePaymentGateway implements PaymentGateway {

    private static final String BASE_URL = "https://api.stripe.com";

    private final String apiKey;
    private final HttpClient http;

    public StripePaymentGateway(String apiKey, HttpClient.Builder builder) {
        this.apiKey = apiKey;
        this.http = builder.build();
    }

    @Override
    public ChargeResult charge(String customerId, long amountCents, String currency) throws PaymentException {
        HttpRequest request = authorized("/v1/charges")
                .header("Idempotency-Key", UUID.randomUUID().toString())
                .POST(form("customer", customerId, "amount", Long.toString(amountCents), "currency", currency))
                .build();
        return send(request, ChargeResult::fromJson);
    }

    @Override
    public CaptureResult capture(String chargeId) throws PaymentException {
        HttpRequest request = authorized("/v1/charges/" + chargeId + "/capture")
                .POST(HttpRequest.BodyPublishers.noBody())
                .build();
        return send(request, CaptureResult::fromJson);
    }

    @Override
    public RefundResult refund(String chargeId, long amountCents) throws PaymentException {
        HttpRequest request = authorized("/v1/refunds")
                .POST(form("charge", chargeId, "amount", Long.toString(amountCents)))
                .build();
        return send(request, RefundResult::fromJson);
    }

    private HttpRequest.Builder authorized(String path) {
        return HttpRequest.newBuilder(URI.create(BASE_URL + path))
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", "Bearer " + apiKey)
                .header("Content-Type", "application/x-www-form-urlencoded");
    }

    private static HttpRequest.BodyPublisher form(String... pairs) {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < pairs.length; i += 2) {
            if (body.length() > 0) {
                body.append('&');
            }
            body.append(URLEncoder.encode(pairs[i], StandardCharsets.UTF_8))
                    .append('=')
                    .append(URLEncoder.encode(pairs[i + 1], StandardCharsets.UTF_8));
        }
        return HttpRequest.BodyPublishers.ofString(body.toString());
    }

    private <T> T send(HttpRequest request, Function<String, T> parser) throws PaymentException {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() >= 400) {
                throw new PaymentException(response.statusCode(), response.body());
            }
            return parser.apply(response.body());
        } catch (IOException e) {
            throw new PaymentException("network error talking to Stripe", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PaymentException("interrupted", e);
        }
    }
}
