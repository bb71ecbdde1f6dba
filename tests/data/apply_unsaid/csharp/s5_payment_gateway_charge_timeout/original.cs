using System;
using System.Net.Http;
using System.Net.Http.Json;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Billing.Payments;

public sealed class StripePaymentGateway : IPaymentGateway
{
    private readonly HttpClient _http;
    private readonly ILogger<StripePaymentGateway> _logger;

    public StripePaymentGateway(HttpClient http, ILogger<StripePaymentGateway> logger)
    {
        _http = http;
        _logger = logger;
    }

    public async Task<ChargeResult> ChargeAsync(string customerId, decimal amount, string currency, CancellationToken ct = default)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount), "Amount must be positive.");
        }

        var request = new ChargeRequest(customerId, (long)(amount * 100), currency.ToLowerInvariant());
        _logger.LogInformation("Charging {Customer} {Amount} {Currency}", customerId, amount, currency);

        using var response = await _http.PostAsJsonAsync("v1/charges", request, ct);
        response.EnsureSuccessStatusCode();

        var body = await response.Content.ReadFromJsonAsync<ChargeResponse>(cancellationToken: ct);
        return new ChargeResult(body!.Id, body.Status == "succeeded");
    }

    public async Task<ChargeResult> RefundAsync(string chargeId, decimal? amount, CancellationToken ct = default)
    {
        var request = new RefundRequest(chargeId, amount is null ? null : (long)(amount.Value * 100));
        _logger.LogInformation("Refunding charge {Charge}", chargeId);

        using var response = await _http.PostAsJsonAsync("v1/refunds", request, ct);
        response.EnsureSuccessStatusCode();

        var body = await response.Content.ReadFromJsonAsync<ChargeResponse>(cancellationToken: ct);
        return new ChargeResult(body!.Id, body.Status == "succeeded");
    }

    public async Task<bool> CaptureAsync(string chargeId, CancellationToken ct = default)
    {
        using var response = await _http.PostAsync($"v1/charges/{chargeId}/capture", null, ct);
        if (!response.IsSuccessStatusCode)
        {
            _logger.LogWarning("Capture failed for {Charge}: {Status}", chargeId, response.StatusCode);
            return false;
        }

        return true;
    }

    private sealed record ChargeRequest(string Customer, long Amount, string Currency);

    private sealed record RefundRequest(string Charge, long? Amount);

    private sealed record ChargeResponse(string Id, string Status);
}
