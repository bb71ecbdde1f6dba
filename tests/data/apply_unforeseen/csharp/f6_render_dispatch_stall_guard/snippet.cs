// ... existing code ...
    private const int MaxBatchSize = 50;
    private const int MaxDeferrals = 12;

    // ... existing code ...

    public async Task<int> DispatchPendingAsync(CancellationToken ct)
    {
        // ... existing code ...

        foreach (var job in pending.OrderByDescending(j => j.Priority).ThenBy(j => j.SubmittedAt))
        {
            // ... existing code ...
            if (node == null)
            {
                _logger.LogWarning("No idle node can take job {JobId} ({Shot})", job.Id, job.ShotCode);
                job.DeferredCount++;
                if (job.DeferredCount >= MaxDeferrals)
                {
                    job.Status = RenderJobStatus.Stalled;
                    await _store.UpdateAsync(job, ct);
                }
                continue;
            }

            // ... existing code ...
        }

        // ... existing code ...
    }

    // ... existing code ...
