        // ... keep existing code

        private static readonly TimeSpan PollInterval = TimeSpan.FromSeconds(30);
        private static readonly TimeSpan MaxReadingAge = TimeSpan.FromHours(6);

        // ... keep existing code

                foreach (var reading in batch)
                {
                    if (reading.KilowattHours < 0)
                    {
                        _logger.LogWarning("Negative reading from meter {MeterId}", reading.MeterId);
                        continue;
                    }

                    if (DateTimeOffset.UtcNow - reading.ReadAt > MaxReadingAge)
                    {
                        _logger.LogWarning("Stale reading from meter {MeterId}", reading.MeterId);
                        continue;
                    }

                    await _store.UpsertAsync(reading, stoppingToken);
                    stored++;
                }

        // ... keep existing code
