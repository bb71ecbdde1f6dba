// ... existing code ...

double EstimatePeakMw(const std::vector<double>& hourly_mw, double growth,
                      double forecast_temp_c) {
  const double base = Max(hourly_mw);
  // Cooling load adds roughly 1.5% per degree above 25C.
  const double heat_factor = 1.0 + 0.015 * std::max(0.0, forecast_temp_c - 25.0);
  return base * (1.0 + growth) * heat_factor;
}

ForecastResult LoadForecaster::DayAhead(const ZoneHistory& zone) const {
  // ... existing code ...
  result.peak_mw = EstimatePeakMw(zone.hourly_mw, config_.daily_growth,
                                  zone.forecast_temp_c);
  // ... existing code ...
}

ForecastResult LoadForecaster::WeekAhead(const ZoneHistory& zone) const {
  // ... existing code ...
  result.peak_mw = EstimatePeakMw(zone.hourly_mw, config_.weekly_growth,
                                  zone.forecast_temp_c);
  // ... existing code ...
}

// ... existing code ...
