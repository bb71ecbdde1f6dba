using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace GridOps.Metering
{
    public class MeterReadingIngestWorker : BackgroundService
    {
        private static readonly TimeSpan PollInterval = TimeSpan.FromSeconds(30);

        private readonly IMeterReadingQueue _queue;
        private readonly IReadingStore _store;
        private readonly ILogger<MeterReadingIngestWorker> _logger;

        public MeterReadingIngestWorker(
            IMeterReadingQueue queue,
            IReadingStore store,
            ILogger<MeterReadingIngestWorker> logger)
        {
            _queue = queue;
            _store = store;
            _logger = logger;
        }

        protected override async Task ExecuteAsync(CancellationToken stoppingToken)
        {
            while (!stoppingToken.IsCancellationRequested)
            {
                var batch = await _queue.DequeueBatchAsync(500, stoppingToken);
                if (batch.Count == 0)
                {
                    await Task.Delay(PollInterval, stoppingToken);
                    continue;
                }

                var stored = 0;
                foreach (var reading in batch)
                {
                    if (reading.KilowattHours < 0)
                    {
                        _logger.LogWarning("Negative reading from meter {MeterId}", reading.MeterId);
                        continue;
                    }

                    await _store.UpsertAsync(reading, stoppingToken);
                    stored++;
                }

                _logger.LogInformation("Stored {Count} of {Total} readings", stored, batch.Count);
            }
        }
    }
}
