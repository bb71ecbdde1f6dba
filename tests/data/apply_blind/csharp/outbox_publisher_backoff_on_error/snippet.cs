// ... existing code ...

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        _logger.LogInformation("Outbox publisher started");
        var failures = 0;
        while (!stoppingToken.IsCancellationRequested)
        {
            try
            {
                var published = await PublishBatchAsync(stoppingToken);
                failures = 0;
                if (published == 0)
                {
                    await Task.Delay(_options.PollInterval, stoppingToken);
                }
            }
            catch (OperationCanceledException) when (stoppingToken.IsCancellationRequested)
            {
                break;
            }
            catch (Exception ex)
            {
                failures++;
                var backoff = TimeSpan.FromSeconds(Math.Min(60, Math.Pow(2, failures)));
                _logger.LogError(ex, "Outbox publish failed (attempt {Attempt}), retrying in {Backoff}", failures, backoff);
                await Task.Delay(backoff, stoppingToken);
            }
        }
        _logger.LogInformation("Outbox publisher stopped");
    }

// ... existing code ...
