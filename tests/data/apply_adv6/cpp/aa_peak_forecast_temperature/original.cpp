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

double EstimatePeakMw(const std::vector<double>& hourly_mw, double growth) {
  const double base = Max(hourly_mw);
  return base * (1.0 + growth);
}

ForecastResult LoadForecaster::DayAhead(const ZoneHistory& zone) const {
  ForecastResult result;
  result.zone_id = zone.zone_id;
  result.mean_mw = Mean(zone.hourly_mw);
  result.peak_mw = EstimatePeakMw(zone.hourly_mw, config_.daily_growth);
  result.reserve_mw = result.peak_mw * config_.reserve_margin;
  return result;
}

ForecastResult LoadForecaster::WeekAhead(const ZoneHistory& zone) const {
  ForecastResult result;
  result.zone_id = zone.zone_id;
  result.mean_mw = Mean(zone.hourly_mw);
  result.peak_mw = EstimatePeakMw(zone.hourly_mw, config_.weekly_growth);
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
