using System.Text.Json;
using Confluent.Kafka;
using Microsoft.Extensions.Logging;

namespace Newsroom.Paywall.Events;

/// <summary>
/// Publishes meter events to Kafka for the subscriptions analytics pipeline.
/// Failures are logged and swallowed: metering must never block a page view.
/// </summary>
public sealed class MeterEventPublisher : IMeterEventPublisher
{
    private const string Topic = "paywall.meter-events";

    private readonly IProducer<string, string> _producer;
    private readonly TimeProvider _clock;
    private readonly ILogger<MeterEventPublisher> _logger;

    public MeterEventPublisher(
        IProducer<string, string> producer,
        TimeProvider clock,
        ILogger<MeterEventPublisher> logger)
    {
        _producer = producer;
        _clock = clock;
        _logger = logger;
    }

    public Task PublishArticleViewedAsync(string readerId, string articleId, int remaining, CancellationToken ct)
    {
        var evt = new MeterEvent
        {
            Type = "article_viewed",
            ReaderId = readerId,
            ArticleId = articleId,
            Remaining = remaining,
            OccurredAt = _clock.GetUtcNow(),
        };
        return SendAsync(readerId, evt, ct);
    }

    public Task PublishNagShownAsync(string readerId, string articleId, int remaining, CancellationToken ct)
    {
        var evt = new MeterEvent
        {
            Type = "nag_shown",
            ReaderId = readerId,
            ArticleId = articleId,
            Remaining = remaining,
            OccurredAt = _clock.GetUtcNow(),
        };
        return SendAsync(readerId, evt, ct);
    }

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
        return SendAsync(readerId, evt, ct);
    }

    private async Task SendAsync(string key, MeterEvent evt, CancellationToken ct)
    {
        var message = new Message<string, string>
        {
            Key = key,
            Value = JsonSerializer.Serialize(evt),
        };
        try
        {
            await _producer.ProduceAsync(Topic, message, ct);
        }
        catch (ProduceException<string, string> ex)
        {
            _logger.LogWarning(ex, "Failed to publish {EventType} for reader {ReaderId}", evt.Type, evt.ReaderId);
        }
    }
}
