// ... existing code ...

    func score(_ sku: SkuProfile, in slot: Slot) -> Double? {
        // ... existing code ...
        let zone = sku.preferredZone.map { $0 == slot.zone ? 0 : wrongZonePenalty } ?? 0
        let congestion = congestionPenalty(for: slot) * sku.dailyPicks
        return travel + ergo + zone + congestion
    }

// ... existing code ...
