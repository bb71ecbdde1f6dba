// ... keep existing code

    public StripePaymentGateway(String apiKey, HttpClient.Builder builder) {
        this.apiKey = apiKey;
        this.http = builder
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

// ... keep existing code

    @Override
    public RefundResult refund(String chargeId, long amountCents) throws PaymentException {
        HttpRequest request = authorized("/v1/refunds")
                .header("Idempotency-Key", UUID.randomUUID().toString())
                .POST(form("charge", chargeId, "amount", Long.toString(amountCents)))
                .build();
        return send(request, RefundResult::fromJson);
    }

// ... keep existing code
