#include "outage/alert_router.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <unordered_map>
#include <vector>

// ... existing code ...

std::vector<OutageAlert> AlertRouter::OpenAlerts() const {
  std::vector<OutageAlert> open;
  std::copy_if(history_.begin(), history_.end(), std::back_inserter(open),
               [](const OutageAlert& alert) { return !alert.restored; });
  return open;
}

// ... existing code ...
