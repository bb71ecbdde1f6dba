#include "outage/alert_router.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <unordered_map>
#include <vector>

#include "common/logging.h"
#include "outage/pager_client.h"

namespace grid::outage {

namespace {

constexpr int kMaxAlertsPerFeeder = 5;

std::string FeederKey(const OutageAlert& alert) {
  return alert.substation_id + "/" + alert.feeder_id;
}

}  // namespace

AlertRouter::AlertRouter(PagerClient* pager, const RouterConfig& config)
    : pager_(pager), config_(config) {}

bool AlertRouter::ShouldPage(const OutageAlert& alert) const {
  if (alert.severity < config_.min_page_severity) {
    return false;
  }
  if (alert.customers_affected < config_.min_customers) {
    return false;
  }
  return true;
}

void AlertRouter::Route(const OutageAlert& alert) {
  const std::string key = FeederKey(alert);
  int& count = alerts_per_feeder_[key];
  if (count >= kMaxAlertsPerFeeder) {
    LOG(WARNING) << "Suppressing alert for " << key << ": limit reached";
    return;
  }
  ++count;

  if (ShouldPage(alert)) {
    pager_->Send(config_.on_call_rotation, alert);
  }
  history_.push_back(alert);
}

std::vector<OutageAlert> AlertRouter::OpenAlerts() const {
  std::vector<OutageAlert> open;
  std::copy_if(history_.begin(), history_.end(), std::back_inserter(open),
               [](const OutageAlert& alert) { return !alert.restored; });
  return open;
}

void AlertRouter::Reset() {
  alerts_per_feeder_.clear();
  history_.clear();
}

}  // namespace grid::outage
