using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Fleetworks.Dashboard.Data;
using Fleetworks.Dashboard.Models;

namespace Fleetworks.Dashboard.Services
{
    public sealed class DeviceStatusService
    {
        private static readonly TimeSpan OfflineThreshold = TimeSpan.FromMinutes(10);

        private readonly IDeviceRepository _devices;
        private readonly ITelemetryStore _telemetry;
        private readonly ILogger<DeviceStatusService> _logger;

        public DeviceStatusService(
            IDeviceRepository devices,
            ITelemetryStore telemetry,
            ILogger<DeviceStatusService> logger)
        {
            _devices = devices;
            _telemetry = telemetry;
            _logger = logger;
        }

        public async Task<DeviceStatusDto?> GetStatusAsync(string deviceId, CancellationToken ct)
        {
            var device = await _devices.FindAsync(deviceId, ct);
            if (device is null)
            {
                return null;
            }

            var latest = await _telemetry.GetLatestAsync(deviceId, ct);
            return ToDto(device, latest, DateTimeOffset.UtcNow);
        }

        public async Task<IReadOnlyList<DeviceStatusDto>> GetFleetStatusAsync(string fleetId, CancellationToken ct)
        {
            var devices = await _devices.ListByFleetAsync(fleetId, ct);
            var now = DateTimeOffset.UtcNow;
            var results = new List<DeviceStatusDto>(devices.Count);

            foreach (var device in devices)
            {
                var latest = await _telemetry.GetLatestAsync(device.Id, ct);
                results.Add(ToDto(device, latest, now));
            }

            _logger.LogDebug("Built status for {Count} devices in fleet {FleetId}", results.Count, fleetId);
            return results;
        }

        private static DeviceStatusDto ToDto(Device device, TelemetrySnapshot? latest, DateTimeOffset now)
        {
            var lastSeen = latest?.ReceivedAt ?? device.RegisteredAt;
            var online = now - lastSeen <= OfflineThreshold;

            return new DeviceStatusDto
            {
                DeviceId = device.Id,
                DisplayName = device.Name,
                FirmwareVersion = device.FirmwareVersion,
                Online = online,
                LastSeen = lastSeen,
                BatteryPercent = latest?.BatteryPercent,
                Faults = latest?.ActiveFaults ?? Array.Empty<string>(),
            };
        }
    }
}
