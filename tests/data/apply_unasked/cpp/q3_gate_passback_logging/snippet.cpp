// ... keep existing code

namespace {

constexpr auto kPassbackWindow = std::chrono::minutes(3);  // was 5, too strict for ski-school groups

// ... keep existing code

    const auto last = last_entry_.find(chip_id);
    if (last != last_entry_.end() && now - last->second < kPassbackWindow) {
        turnstile_.show_red("Already scanned");
        log::info("gate {} passback rejected for pass {}", gate_id_, pass->pass_no);
        return ScanResult::kPassback;
    }

// ... keep existing code

void GateController::on_manual_override(const std::string& operator_id) {
    log::warn("gate {} manual override by {}", gate_id_, operator_id);
    turnstile_.open();
    db_.record_manual_entry(gate_id_, operator_id, Clock::now());
}

// ... keep existing code
