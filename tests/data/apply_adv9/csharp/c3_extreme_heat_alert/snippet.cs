// ... keep existing code

    public enum AlertKind
    {
        Frost,
        ExtremeHeat,
        HighWind,
        HeavyRain,
        SensorOffline
    }

    public sealed class AlertThresholds
    {
        public double FrostCelsius { get; init; } = 0.5;
        public double ExtremeHeatCelsius { get; init; } = 32.0;
        // ... keep existing code
    }

    // ... keep existing code

            var latestTemp = recent.LastOrDefault(r => r.Kind == ReadingKind.AirTemperature);
            if (latestTemp is not null && latestTemp.Value <= _thresholds.FrostCelsius)
            {
                alerts.Add(new Alert(stationCode, AlertKind.Frost, now, $"Air temperature {latestTemp.Value:F1} °C"));
            }

            if (latestTemp is not null && latestTemp.Value >= _thresholds.ExtremeHeatCelsius)
            {
                alerts.Add(new Alert(stationCode, AlertKind.ExtremeHeat, now, $"Air temperature {latestTemp.Value:F1} °C"));
            }

            // ... keep existing code
