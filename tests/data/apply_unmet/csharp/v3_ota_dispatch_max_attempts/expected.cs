using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;
using Fleetworks.Ota.Messaging;
using Fleetworks.Ota.Persistence;

namespace Fleetworks.Ota.Workers;

public sealed class OtaDispatchOptions
{
    public int BatchSize { get; set; } = 100;
    public TimeSpan PollInterval { get; set; } = TimeSpan.FromSeconds(5);
    public int MaxAttempts { get; set; } = 3;
}

public sealed class OtaDispatchWorker : BackgroundService
{
    private readonly IOtaJobStore _jobs;
    private readonly IDeviceCommandBus _bus;
    private readonly OtaDispatchOptions _options;
    private readonly ILogger<OtaDispatchWorker> _logger;

    public OtaDispatchWorker(
        IOtaJobStore jobs,
        IDeviceCommandBus bus,
        IOptions<OtaDispatchOptions> options,
        ILogger<OtaDispatchWorker> logger)
    {
        _jobs = jobs;
        _bus = bus;
        _options = options.Value;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        _logger.LogInformation("OTA dispatch worker started (batch={BatchSize})", _options.BatchSize);

        while (!stoppingToken.IsCancellationRequested)
        {
            var dispatched = await DispatchBatchAsync(stoppingToken);
            if (dispatched == 0)
            {
                await Task.Delay(_options.PollInterval, stoppingToken);
            }
        }
    }

    private async Task<int> DispatchBatchAsync(CancellationToken ct)
    {
        var pending = await _jobs.ClaimPendingAsync(_options.BatchSize, ct);
        var count = 0;

        foreach (var job in pending)
        {
            try
            {
                await _bus.SendAsync(job.DeviceId, new StartUpdateCommand(job.Id, job.ImageUrl, job.Sha256), ct);
                await _jobs.MarkDispatchedAsync(job.Id, ct);
                count++;
            }
            catch (DeviceUnreachableException ex)
            {
                _logger.LogWarning(ex, "Device {DeviceId} unreachable for job {JobId}", job.DeviceId, job.Id);
                if (job.Attempts + 1 >= _options.MaxAttempts)
                {
                    await _jobs.MarkFailedAsync(job.Id, "device unreachable", ct);
                }
                else
                {
                    await _jobs.ReleaseAsync(job.Id, ct);
                }
            }
        }

        return count;
    }
}
