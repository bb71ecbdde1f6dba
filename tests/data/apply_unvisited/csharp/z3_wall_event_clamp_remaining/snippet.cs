// ... existing code ...

    public Task PublishWallShownAsync(string readerId, string articleId, int remaining, CancellationToken ct)
    {
        var evt = new MeterEvent
        {
            Type = "wall_shown",
            ReaderId = readerId,
            ArticleId = articleId,
            Remaining = Math.Max(remaining, 0),
            OccurredAt = _clock.GetUtcNow(),
        };
        // ... existing code ...
