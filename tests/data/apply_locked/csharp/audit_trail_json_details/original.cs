using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging;

namespace Backoffice.Auditing;

public sealed class AuditEntry
{
    public long Id { get; set; }
    public DateTimeOffset At { get; set; }
    public string Actor { get; set; } = "";
    public string Action { get; set; } = "";
    public string Target { get; set; } = "";
    public string? Details { get; set; }
}

public interface IAuditTrail
{
    Task RecordAsync(string actor, string action, string target, object? details = null, CancellationToken ct = default);
    Task<IReadOnlyList<AuditEntry>> ForTargetAsync(string target, int take = 50, CancellationToken ct = default);
}

public sealed class AuditTrail : IAuditTrail
{
    private readonly AuditDbContext _db;
    private readonly ILogger<AuditTrail> _logger;
    private readonly TimeProvider _time;

    public AuditTrail(AuditDbContext db, ILogger<AuditTrail> logger, TimeProvider time)
    {
        _db = db;
        _logger = logger;
        _time = time;
    }

    public async Task RecordAsync(string actor, string action, string target, object? details = null, CancellationToken ct = default)
    {
        var entry = new AuditEntry
        {
            At = _time.GetUtcNow(),
            Actor = actor,
            Action = action,
            Target = target,
            Details = details?.ToString(),
        };

        _db.AuditEntries.Add(entry);
        await _db.SaveChangesAsync(ct);
        _logger.LogInformation("Audit: {Actor} {Action} {Target}", actor, action, target);
    }

    public async Task<IReadOnlyList<AuditEntry>> ForTargetAsync(string target, int take = 50, CancellationToken ct = default)
    {
        return await _db.AuditEntries
            .AsNoTracking()
            .Where(e => e.Target == target)
            .OrderByDescending(e => e.At)
            .Take(take)
            .ToListAsync(ct);
    }

    public async Task<int> PurgeOlderThanAsync(TimeSpan age, CancellationToken ct = default)
    {
        var cutoff = _time.GetUtcNow() - age;
        var removed = await _db.AuditEntries
            .Where(e => e.At < cutoff)
            .ExecuteDeleteAsync(ct);
        _logger.LogInformation("Purged {Count} audit entries older than {Cutoff}", removed, cutoff);
        return removed;
    }
}
