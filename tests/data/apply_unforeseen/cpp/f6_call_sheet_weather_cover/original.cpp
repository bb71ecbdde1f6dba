// call_sheet.cpp - in-memory model of a single day's call sheet.
#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace studio::scheduling {

class CastCall {
public:
    CastCall(std::string actor, std::string character, std::string callTime)
        : actor_(std::move(actor)),
          character_(std::move(character)),
          callTime_(std::move(callTime)) {}

    const std::string& actor() const { return actor_; }
    const std::string& character() const { return character_; }
    const std::string& callTime() const { return callTime_; }

    void setPickup(std::string pickupTime) { pickupTime_ = std::move(pickupTime); }
    const std::optional<std::string>& pickup() const { return pickupTime_; }

private:
    std::string actor_;
    std::string character_;
    std::string callTime_;
    std::optional<std::string> pickupTime_;
};

class CallSheet {
public:
    CallSheet(std::string productionCode, int shootDay)
        : productionCode_(std::move(productionCode)), shootDay_(shootDay) {}

    void addCall(CastCall call) { calls_.push_back(std::move(call)); }

    void addScene(std::string sceneId) { scenes_.push_back(std::move(sceneId)); }

    std::vector<CastCall> callsBefore(const std::string& time) const {
        std::vector<CastCall> result;
        std::copy_if(calls_.begin(), calls_.end(), std::back_inserter(result),
                     [&](const CastCall& c) { return c.callTime() < time; });
        return result;
    }

    const std::string& productionCode() const { return productionCode_; }
    int shootDay() const { return shootDay_; }

private:
    std::string productionCode_;
    int shootDay_;
    std::vector<std::string> scenes_;
    std::vector<CastCall> calls_;
};

std::string formatHeader(const CallSheet& sheet) {
    return sheet.productionCode() + " - Day " + std::to_string(sheet.shootDay());
}

}  // namespace studio::scheduling
