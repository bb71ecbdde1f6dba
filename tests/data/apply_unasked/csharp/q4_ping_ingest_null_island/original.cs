using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Bayline.Telemetry.Ingest
{
    public sealed record GpsPing(
        string VehicleId,
        string? RouteId,
        double Latitude,
        double Longitude,
        double SpeedKph,
        DateTimeOffset RecordedAt);

    public interface IPingStore
    {
        Task SaveBatchAsync(IReadOnlyList<GpsPing> pings, CancellationToken ct);
    }

    public sealed class PingIngestService
    {
        private const double MaxSpeedKph = 120.0;
        private static readonly TimeSpan MaxClockSkew = TimeSpan.FromMinutes(2);

        private readonly IPingStore _store;
        private readonly ILogger<PingIngestService> _logger;
        private readonly Func<DateTimeOffset> _clock;

        public PingIngestService(IPingStore store, ILogger<PingIngestService> logger, Func<DateTimeOffset>? clock = null)
        {
            _store = store;
            _logger = logger;
            _clock = clock ?? (() => DateTimeOffset.UtcNow);
        }

        public async Task<int> IngestAsync(IEnumerable<GpsPing> pings, CancellationToken ct = default)
        {
            var accepted = new List<GpsPing>();
            foreach (var ping in pings)
            {
                if (!IsValid(ping, out var reason))
                {
                    _logger.LogDebug("Dropped ping from {VehicleId}: {Reason}", ping.VehicleId, reason);
                    continue;
                }
                accepted.Add(ping);
            }

            if (accepted.Count > 0)
            {
                await _store.SaveBatchAsync(accepted, ct);
            }
            return accepted.Count;
        }

        private bool IsValid(GpsPing ping, out string reason)
        {
            if (string.IsNullOrWhiteSpace(ping.VehicleId))
            {
                reason = "missing vehicle id";
                return false;
            }
            if (ping.Latitude is < -90 or > 90 || ping.Longitude is < -180 or > 180)
            {
                reason = "coordinates out of range";
                return false;
            }
            if (ping.SpeedKph < 0 || ping.SpeedKph > MaxSpeedKph)
            {
                reason = "implausible speed";
                return false;
            }
            if (ping.RecordedAt > _clock() + MaxClockSkew)
            {
                reason = "timestamp in the future";
                return false;
            }
            reason = string.Empty;
            return true;
        }
    }
}
