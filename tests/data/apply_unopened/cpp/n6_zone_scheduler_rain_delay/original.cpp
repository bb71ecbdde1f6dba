// Zone valve control for the drip irrigation controller.
#include <chrono>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "farm/irrigation/valve_driver.h"

namespace farm::irrigation {

using Clock = std::chrono::system_clock;

struct ZoneRun {
  std::string zoneId;
  Clock::time_point startsAt;
  std::chrono::minutes duration;
};

class ValveBank {
 public:
  explicit ValveBank(ValveDriver& driver) : driver_(driver) {}

  void open(const std::string& zoneId) {
    driver_.setState(zoneId, ValveState::kOpen);
    openZones_[zoneId] = Clock::now();
  }

  void close(const std::string& zoneId) {
    driver_.setState(zoneId, ValveState::kClosed);
    openZones_.erase(zoneId);
  }

  bool isOpen(const std::string& zoneId) const {
    return openZones_.count(zoneId) > 0;
  }

  std::size_t openCount() const { return openZones_.size(); }

 private:
  ValveDriver& driver_;
  std::map<std::string, Clock::time_point> openZones_;
};

class ZoneScheduler {
 public:
  explicit ZoneScheduler(ValveBank& valves) : valves_(valves) {}

  void add(ZoneRun run) { pending_.push_back(std::move(run)); }

  void tick(Clock::time_point now) {
    for (auto it = pending_.begin(); it != pending_.end();) {
      if (now >= it->startsAt + it->duration) {
        valves_.close(it->zoneId);
        it = pending_.erase(it);
      } else if (now >= it->startsAt) {
        if (!valves_.isOpen(it->zoneId)) {
          valves_.open(it->zoneId);
        }
        ++it;
      } else {
        ++it;
      }
    }
  }

  std::size_t pendingCount() const { return pending_.size(); }

 private:
  ValveBank& valves_;
  std::vector<ZoneRun> pending_;
};

}  // namespace farm::irrigation
