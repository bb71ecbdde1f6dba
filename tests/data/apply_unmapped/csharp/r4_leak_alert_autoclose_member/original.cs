using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace CityWater.Alerts;

public enum LeakAlertStatus
{
    Open,
    Acknowledged,
    Dispatched,
    Closed
}

public sealed class LeakAlertService
{
    private readonly ILeakAlertRepository _repository;
    private readonly INotificationSender _notifier;
    private readonly ILogger<LeakAlertService> _logger;

    public LeakAlertService(
        ILeakAlertRepository repository,
        INotificationSender notifier,
        ILogger<LeakAlertService> logger)
    {
        _repository = repository;
        _notifier = notifier;
        _logger = logger;
    }

    public async Task<LeakAlert> RaiseAsync(string meterId, decimal estimatedLossM3, CancellationToken ct = default)
    {
        var alert = new LeakAlert
        {
            Id = Guid.NewGuid(),
            MeterId = meterId,
            EstimatedLossM3 = estimatedLossM3,
            RaisedAt = DateTimeOffset.UtcNow,
            Status = LeakAlertStatus.Open
        };
        await _repository.InsertAsync(alert, ct);
        await _notifier.SendAsync($"Possible leak on meter {meterId}: ~{estimatedLossM3:F1} m3", ct);
        _logger.LogInformation("Raised leak alert {AlertId} for meter {MeterId}", alert.Id, meterId);
        return alert;
    }

    public async Task AcknowledgeAsync(Guid alertId, string operatorName, CancellationToken ct = default)
    {
        var alert = await _repository.GetAsync(alertId, ct)
            ?? throw new KeyNotFoundException($"Leak alert {alertId} not found");
        alert.Status = LeakAlertStatus.Acknowledged;
        alert.AcknowledgedBy = operatorName;
        await _repository.UpdateAsync(alert, ct);
        _logger.LogInformation("Alert {AlertId} acknowledged by {Operator}", alertId, operatorName);
    }

    public async Task DispatchCrewAsync(Guid alertId, string crewId, CancellationToken ct = default)
    {
        var alert = await _repository.GetAsync(alertId, ct)
            ?? throw new KeyNotFoundException($"Leak alert {alertId} not found");
        alert.Status = LeakAlertStatus.Dispatched;
        alert.CrewId = crewId;
        await _repository.UpdateAsync(alert, ct);
        _logger.LogInformation("Crew {CrewId} dispatched to alert {AlertId}", crewId, alertId);
    }

    public async Task CloseAsync(Guid alertId, string resolution, CancellationToken ct = default)
    {
        var alert = await _repository.GetAsync(alertId, ct)
            ?? throw new KeyNotFoundException($"Leak alert {alertId} not found");
        alert.Status = LeakAlertStatus.Closed;
        alert.Resolution = resolution;
        alert.ClosedAt = DateTimeOffset.UtcNow;
        await _repository.UpdateAsync(alert, ct);
        _logger.LogInformation("Alert {AlertId} closed: {Resolution}", alertId, resolution);
    }
}

public sealed class LeakAlert
{
    public Guid Id { get; set; }
    public string MeterId { get; set; } = string.Empty;
    public decimal EstimatedLossM3 { get; set; }
    public DateTimeOffset RaisedAt { get; set; }
    public DateTimeOffset? ClosedAt { get; set; }
    public LeakAlertStatus Status { get; set; }
    public string? AcknowledgedBy { get; set; }
    public string? CrewId { get; set; }
    public string? Resolution { get; set; }
}
