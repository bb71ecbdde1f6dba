using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging;

// ... existing code ...

public sealed class AuditTrail : IAuditTrail
{
    private static readonly JsonSerializerOptions DetailsJson = new(JsonSerializerDefaults.Web);

    // ... existing code ...

    public async Task RecordAsync(string actor, string action, string target, object? details = null, CancellationToken ct = default)
    {
        var entry = new AuditEntry
        {
            At = _time.GetUtcNow(),
            Actor = actor,
            Action = action,
            Target = target,
            Details = details is null ? null : JsonSerializer.Serialize(details, details.GetType(), DetailsJson),
        };

        // ... existing code ...
    }

    // ... existing code ...
}
