// ... existing code ...

ValveStatus ValveController::closeAll() {
    ValveStatus worst = ValveStatus::kOk;
    for (auto it = openZones_.begin(); it != openZones_.end();) {
        // ... existing code ...
    }
    log_.info("closeAll finished, " + std::to_string(openZones_.size()) + " zones still open");
    return worst;
}

// ... existing code ...
