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
        while (!stoppingToken.IsCancellationRequested)
        {
            var published = await PublishBatchAsync(stoppingToken);
            if (published == 0)
            {
                await Task.Delay(_options.PollInterval, stoppingToken);
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
