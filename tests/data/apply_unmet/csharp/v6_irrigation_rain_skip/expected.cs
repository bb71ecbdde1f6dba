using System;
using System.Collections.Generic;
using System.Linq;
using GreenAcre.Irrigation.Sensors;
using GreenAcre.Irrigation.Weather;

namespace GreenAcre.Irrigation.Scheduling
{
    public class IrrigationScheduler
    {
        private const double MinMoistureForSkip = 0.32;
        private const int MaxRunMinutesPerZone = 90;

        private readonly IMoistureProbeReader _probes;
        private readonly IForecastClient _forecast;
        private readonly PumpCapacity _pump;

        public IrrigationScheduler(IMoistureProbeReader probes, IForecastClient forecast, PumpCapacity pump)
        {
            _probes = probes;
            _forecast = forecast;
            _pump = pump;
        }

        public IReadOnlyList<ZoneRun> BuildDailyPlan(Farm farm, DateOnly day)
        {
            var plan = new List<ZoneRun>();
            var forecast = _forecast.GetDailyForecast(farm.Location, day);
            var start = day.ToDateTime(farm.WateringWindowStart);

            if (forecast.RainProbability >= farm.RainSkipThreshold)
            {
                // Heavy rain is likely; the crew would rather lose a day than flood the beds.
                return plan;
            }

            foreach (var zone in farm.Zones.OrderBy(z => z.Priority))
            {
                if (!zone.Enabled)
                {
                    continue;
                }

                var moisture = _probes.ReadVolumetricWaterContent(zone.ProbeId);
                if (moisture >= MinMoistureForSkip)
                {
                    continue;
                }

                var deficitMm = zone.Crop.DailyWaterNeedMm - forecast.ExpectedRainMm;
                if (deficitMm <= 0)
                {
                    continue;
                }

                var minutes = (int)Math.Ceiling(deficitMm * zone.AreaSquareMeters / zone.FlowLitresPerMinute);
                minutes = Math.Min(minutes, Math.Min(MaxRunMinutesPerZone, zone.MaxRunMinutes));

                plan.Add(new ZoneRun(zone.Id, start, TimeSpan.FromMinutes(minutes)));
                start = start.AddMinutes(minutes + _pump.RestMinutesBetweenZones);
            }

            return plan;
        }

        public double TotalLitres(IEnumerable<ZoneRun> runs, Farm farm)
        {
            var zones = farm.Zones.ToDictionary(z => z.Id);
            return runs.Sum(r => r.Duration.TotalMinutes * zones[r.ZoneId].FlowLitresPerMinute);
        }
    }
}
