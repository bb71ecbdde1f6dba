// Short-term load forecasting for the regional dispatch desk.
#include "forecast/load_forecaster.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace grid::forecast {

namespace {

double Mean(const std::vector<double>& values) {
  if (values.empty()) {
    return 0.0;
  }
  return std::accumulate(values.begin(), values.end(), 0.0) / values.size();
}

double Max(const std::vector<double>& values) {
  if (values.empty()) {
    return 0.0;
  }
  return *std::max_element(values.begin(), values.end());
}

}  // namespace

double EstimatePeakMw(const std::vector<double>& hourly_mw, double growth,
                      double forecast_temp_c) {
  const double base = Max(hourly_mw);
  // Cooling load adds roughly 1.5% per degree above 25C.
  const double heat_factor = 1.0 + 0.015 * std::max(0.0, forecast_temp_c - 25.0);
  return base * (1.0 + growth) * heat_factor;
}

ForecastResult LoadForecaster::DayAhead(const ZoneHistory& zone) const {
  ForecastResult result;
  result.zone_id = zone.zone_id;
  result.mean_mw = Mean(zone.hourly_mw);
  result.peak_mw = EstimatePeakMw(zone.hourly_mw, config_.daily_growth,
                                  zone.forecast_temp_c);
  result.reserve_mw = result.peak_mw * config_.reserve_margin;
  return result;
}

ForecastResult LoadForecaster::WeekAhead(const ZoneHistory& zone) const {
  ForecastResult result;
  result.zone_id = zone.zone_id;
  result.mean_mw = Mean(zone.hourly_mw);
  result.peak_mw = EstimatePeakMw(zone.hourly_mw, config_.weekly_growth,
                                  zone.forecast_temp_c);
  result.reserve_mw = result.peak_mw * config_.reserve_margin;
  return result;
}

std::vector<ForecastResult> LoadForecaster::AllZones(
    const std::vector<ZoneHistory>& zones) const {
  std::vector<ForecastResult> results;
  results.reserve(zones.size());
  for (const auto& zone : zones) {
    results.push_back(DayAhead(zone));
  }
  return results;
}

}  // namespace grid::forecast
