public sealed class LeakAlertService
{
    // ... existing fields, constructor and alert lifecycle methods ...

    public async Task<int> AutoCloseStaleAsync(TimeSpan maxAge, CancellationToken ct = default)
    {
        var cutoff = DateTimeOffset.UtcNow - maxAge;
        var open = await _repository.ListByStatusAsync(LeakAlertStatus.Open, ct);
        var stale = open.Where(a => a.RaisedAt < cutoff).ToList();
        foreach (var alert in stale)
        {
            alert.Status = LeakAlertStatus.Closed;
            alert.Resolution = "Auto-closed: no activity";
            alert.ClosedAt = DateTimeOffset.UtcNow;
            await _repository.UpdateAsync(alert, ct);
        }
        _logger.LogInformation("Auto-closed {Count} stale leak alerts older than {MaxAge}", stale.Count, maxAge);
        return stale.Count;
    }
}
