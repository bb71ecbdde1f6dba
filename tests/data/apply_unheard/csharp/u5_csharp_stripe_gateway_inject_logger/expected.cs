using System;
using System.Net.Http;
using System.Net.Http.Json;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Billing.Gateways
{
    public class StripeGateway : IPaymentGateway
    {
        private readonly HttpClient _http;
        private readonly string _apiKey;
        private readonly ILogger<StripeGateway> _logger;

        public StripeGateway(HttpClient http, string apiKey, ILogger<StripeGateway> logger)
        {
            _http = http;
            _apiKey = apiKey;
            _logger = logger;
        }

        public async Task<ChargeResult> ChargeAsync(ChargeRequest request, CancellationToken ct = default)
        {
            using var message = new HttpRequestMessage(HttpMethod.Post, "v1/charges")
            {
                Content = JsonContent.Create(new
                {
                    amount = request.AmountCents,
                    currency = request.Currency,
                    source = request.Token,
                }),
            };
            message.Headers.Add("Authorization", $"Bearer {_apiKey}");

            var response = await _http.SendAsync(message, ct);
            if (!response.IsSuccessStatusCode)
            {
                _logger.LogWarning("Charge failed with status {Status} for token {Token}",
                    (int)response.StatusCode, request.Token);
                return ChargeResult.Failed((int)response.StatusCode);
            }

            var body = await response.Content.ReadFromJsonAsync<ChargeResponse>(cancellationToken: ct);
            return ChargeResult.Succeeded(body!.Id);
        }

        public async Task<bool> RefundAsync(string chargeId, long amountCents, CancellationToken ct = default)
        {
            using var message = new HttpRequestMessage(HttpMethod.Post, "v1/refunds")
            {
                Content = JsonContent.Create(new { charge = chargeId, amount = amountCents }),
            };
            message.Headers.Add("Authorization", $"Bearer {_apiKey}");

            var response = await _http.SendAsync(message, ct);
            return response.IsSuccessStatusCode;
        }

        private sealed record ChargeResponse(string Id, string Status);
    }
}
