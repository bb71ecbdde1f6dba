// ... existing code ...

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
                // ... existing code ...

                var minutes = (int)Math.Ceiling(deficitMm * zone.AreaSquareMeters / zone.FlowLitresPerMinute);
                minutes = Math.Min(minutes, Math.Min(MaxRunMinutesPerZone, zone.MaxRunMinutes));

                plan.Add(new ZoneRun(zone.Id, start, TimeSpan.FromMinutes(minutes)));
                start = start.AddMinutes(minutes + _pump.RestMinutesBetweenZones);
            }

            return plan;
        }

// ... existing code ...
