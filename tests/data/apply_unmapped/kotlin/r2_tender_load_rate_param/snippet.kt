    // ... existing code ...

    fun tenderLoad(loadId: String, carrierMc: String, rateCents: Long): Load {
        require(rateCents > 0) { "Tender rate must be positive, got $rateCents" }
        val load = requireLoad(loadId)
        check(load.status == LoadStatus.POSTED) { "Load $loadId is ${load.status}, expected POSTED" }
        val updated = load.copy(
            status = LoadStatus.TENDERED,
            carrierMc = carrierMc,
            carrierRateCents = rateCents,
            tenderedAt = Instant.now(clock),
        )
        loads.save(updated)
        events.publish(LoadEvent.Tendered(loadId, carrierMc, rateCents))
        return updated
    }

    // ... existing code ...
