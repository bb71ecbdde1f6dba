using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Shop.Integrations.Webhooks;

public sealed class WebhookDispatcher
{
    private readonly HttpClient _http;
    private readonly IWebhookSubscriptionStore _subscriptions;
    private readonly ILogger<WebhookDispatcher> _logger;

    public WebhookDispatcher(
        HttpClient http,
        IWebhookSubscriptionStore subscriptions,
        ILogger<WebhookDispatcher> logger)
    {
        _http = http;
        _subscriptions = subscriptions;
        _logger = logger;
    }

    public async Task<int> DispatchAsync(WebhookEvent evt, CancellationToken ct = default)
    {
        IReadOnlyList<WebhookSubscription> targets = await _subscriptions.ForEventAsync(evt.Type, ct);
        var delivered = 0;

        foreach (var target in targets)
        {
            if (await SendAsync(target, evt, ct))
            {
                delivered++;
            }
        }

        _logger.LogInformation("Delivered {EventType} to {Delivered}/{Total} subscribers",
            evt.Type, delivered, targets.Count);
        return delivered;
    }

    private async Task<bool> SendAsync(WebhookSubscription target, WebhookEvent evt, CancellationToken ct)
    {
        var body = $"{{\"id\":\"{evt.Id}\",\"type\":\"{evt.Type}\",\"occurredAt\":\"{evt.OccurredAt:O}\"}}";
        using var request = new HttpRequestMessage(HttpMethod.Post, target.Url)
        {
            Content = new StringContent(body, Encoding.UTF8, "application/json"),
        };
        request.Headers.Add("X-Webhook-Signature", target.Sign(body));

        try
        {
            using var response = await _http.SendAsync(request, ct);
            if (!response.IsSuccessStatusCode)
            {
                _logger.LogWarning("Webhook {Url} answered {Status}", target.Url, (int)response.StatusCode);
                return false;
            }
            return true;
        }
        catch (HttpRequestException ex)
        {
            _logger.LogWarning(ex, "Webhook {Url} failed", target.Url);
            return false;
        }
    }
}
