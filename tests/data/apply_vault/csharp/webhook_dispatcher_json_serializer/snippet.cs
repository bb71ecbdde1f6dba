using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Text;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

// ... existing code ...

    private async Task<bool> SendAsync(WebhookSubscription target, WebhookEvent evt, CancellationToken ct)
    {
        var body = JsonSerializer.Serialize(new
        {
            id = evt.Id,
            type = evt.Type,
            occurredAt = evt.OccurredAt,
            data = evt.Payload,
        });
        using var request = new HttpRequestMessage(HttpMethod.Post, target.Url)
        // ... existing code ...
