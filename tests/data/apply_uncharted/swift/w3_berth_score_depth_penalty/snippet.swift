    // ... existing code ...

    func score(_ berth: Berth, for request: VesselCallRequest) -> Double {
        var score = 100.0
        let slack = berth.lengthMeters - request.loaMeters
        score -= slack / 10
        // Keep deep-water berths free for the vessels that actually need the depth.
        let spareDepth = berth.depthMeters - (request.draftMeters + underKeelClearance)
        score -= max(spareDepth, 0) * 3
        if let preferred = request.preferredTerminal, preferred != berth.terminal {
            score -= 25
        }
        return score
    }

    // ... existing code ...
