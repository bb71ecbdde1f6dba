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
            // ... existing code ...

            var response = await _http.SendAsync(message, ct);
            if (!response.IsSuccessStatusCode)
            {
                _logger.LogWarning("Charge failed with status {Status} for token {Token}",
                    (int)response.StatusCode, request.Token);
                return ChargeResult.Failed((int)response.StatusCode);
            }

            // ... existing code ...
        }

        // ... rest of class unchanged ...
    }
}
