using System;
using System.Collections.Generic;
using System.Linq;
using StationNet.Readings;

namespace StationNet.Alerts
{
    public enum AlertKind
    {
        Frost,
        HighWind,
        HeavyRain,
        SensorOffline
    }

    public sealed class AlertThresholds
    {
        public double FrostCelsius { get; init; } = 0.5;
        public double HighWindGustMs { get; init; } = 24.0;
        public double HeavyRainMmPerHour { get; init; } = 15.0;
        public TimeSpan OfflineAfter { get; init; } = TimeSpan.FromMinutes(30);
    }

    public sealed class AlertEvaluator
    {
        private readonly AlertThresholds _thresholds;
        private readonly Func<DateTimeOffset> _clock;

        public AlertEvaluator(AlertThresholds thresholds, Func<DateTimeOffset> clock)
        {
            _thresholds = thresholds;
            _clock = clock;
        }

        public IReadOnlyList<Alert> Evaluate(string stationCode, IReadOnlyList<Reading> recent)
        {
            var alerts = new List<Alert>();
            var now = _clock();

            if (recent.Count == 0 || now - recent[^1].TakenAt > _thresholds.OfflineAfter)
            {
                alerts.Add(new Alert(stationCode, AlertKind.SensorOffline, now, "No readings received"));
                return alerts;
            }

            var latestTemp = recent.LastOrDefault(r => r.Kind == ReadingKind.AirTemperature);
            if (latestTemp is not null && latestTemp.Value <= _thresholds.FrostCelsius)
            {
                alerts.Add(new Alert(stationCode, AlertKind.Frost, now, $"Air temperature {latestTemp.Value:F1} °C"));
            }

            var maxGust = recent.Where(r => r.Kind == ReadingKind.WindGust).Select(r => r.Value).DefaultIfEmpty(0).Max();
            if (maxGust >= _thresholds.HighWindGustMs)
            {
                alerts.Add(new Alert(stationCode, AlertKind.HighWind, now, $"Gust {maxGust:F1} m/s"));
            }

            var lastHour = recent.Where(r => r.Kind == ReadingKind.Rainfall && now - r.TakenAt <= TimeSpan.FromHours(1));
            var rainMm = lastHour.Sum(r => r.Value);
            if (rainMm >= _thresholds.HeavyRainMmPerHour)
            {
                alerts.Add(new Alert(stationCode, AlertKind.HeavyRain, now, $"{rainMm:F1} mm in the last hour"));
            }

            return alerts;
        }
    }

    public sealed record Alert(string StationCode, AlertKind Kind, DateTimeOffset RaisedAt, string Detail);
}
