    // ... existing code ...

    fun reserve(slotId: String, visitors: Int, memberId: String? = null): Hold {
        require(visitors in 1..10) { "A single order covers 1 to 10 visitors" }
        val left = availableSeats(slotId)
        if (visitors > left) {
            throw SlotFullException(slotId, visitors, left)
        }
        val duration = if (memberId != null) holdDuration.multipliedBy(2) else holdDuration
        val hold = Hold(
            id = UUID.randomUUID().toString(),
            slotId = slotId,
            visitors = visitors,
            expiresAt = clock.instant().plus(duration),
            memberId = memberId,
        )
        holds[hold.id] = hold
        return hold
    }

    // ... existing code ...
