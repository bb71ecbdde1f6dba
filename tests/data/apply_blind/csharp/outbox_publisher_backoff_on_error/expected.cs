using System;
using System.Threading;
using System.Threading.Tasks;
using Acme.Messaging.Outbox;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace Acme.Messaging.Workers;

public sealed class OutboxPublisherOptions
{
    public TimeSpan PollInterval { get; set; } = TimeSpan.FromSeconds(5);
    public int BatchSize { get; set; } = 100;
}

public sealed class OutboxPublisher : BackgroundService
{
    private readonly IOutboxStore _store;
    private readonly IMessageBus _bus;
    private readonly ILogger<OutboxPublisher> _logger;
    private readonly OutboxPublisherOptions _options;

    public OutboxPublisher(
        IOutboxStore store,
        IMessageBus bus,
        IOptions<OutboxPublisherOptions> options,
        ILogger<OutboxPublisher> logger)
    {
        _store = store;
        _bus = bus;
        _options = options.Value;
        _logger = logger;
    }

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

    private async Task<int> PublishBatchAsync(CancellationToken ct)
    {
        var messages = await _store.FetchPendingAsync(_options.BatchSize, ct);
        foreach (var message in messages)
        {
            await _bus.PublishAsync(message.Topic, message.Payload, ct);
            await _store.MarkPublishedAsync(message.Id, ct);
        }
        if (messages.Count > 0)
        {
            _logger.LogDebug("Published {Count} outbox messages", messages.Count);
        }
        return messages.Count;
    }

    public override async Task StopAsync(CancellationToken cancellationToken)
    {
        _logger.LogInformation("Outbox publisher stopping");
        await base.StopAsync(cancellationToken);
    }
}
