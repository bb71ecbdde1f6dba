// gate_controller.cpp - RFID turnstile logic for the valley station lift gates.
#include "gate/gate_controller.h"

#include <chrono>
#include <string>
#include <utility>

#include "gate/pass_database.h"
#include "gate/turnstile.h"
#include "util/log.h"

namespace alpenrose::gate {

namespace {

constexpr auto kPassbackWindow = std::chrono::minutes(5);

bool is_valid_on(const PassRecord& pass, std::chrono::sys_days today) {
    return pass.valid_from <= today && today <= pass.valid_until;
}

}  // namespace

GateController::GateController(std::string gate_id, PassDatabase& db, Turnstile& turnstile)
    : gate_id_(std::move(gate_id)), db_(db), turnstile_(turnstile) {}

ScanResult GateController::on_scan(const std::string& chip_id, Clock::time_point now) {
    const auto pass = db_.lookup(chip_id);
    if (!pass) {
        turnstile_.show_red("Unknown card");
        log::info("gate {} unknown chip {}", gate_id_, chip_id);
        return ScanResult::kUnknown;
    }

    const auto today = std::chrono::floor<std::chrono::days>(now);
    if (!is_valid_on(*pass, today)) {
        turnstile_.show_red("Pass expired");
        log::info("gate {} expired pass {}", gate_id_, pass->pass_no);
        return ScanResult::kExpired;
    }

    if (pass->blocked) {
        turnstile_.show_red("See ticket office");
        log::warn("gate {} blocked pass {}", gate_id_, pass->pass_no);
        return ScanResult::kBlocked;
    }

    const auto last = last_entry_.find(chip_id);
    if (last != last_entry_.end() && now - last->second < kPassbackWindow) {
        turnstile_.show_red("Already scanned");
        return ScanResult::kPassback;
    }

    last_entry_[chip_id] = now;
    turnstile_.open();
    db_.record_entry(pass->pass_no, gate_id_, now);
    return ScanResult::kOpened;
}

void GateController::on_manual_override(const std::string& operator_id) {
    log::warn("gate {} manual override by {}", gate_id_, operator_id);
    turnstile_.open();
}

void GateController::reset_daily_state() {
    last_entry_.clear();
}

}  // namespace alpenrose::gate
