    // ... existing code ...

    @Synchronized
    fun reserve(sku: String, quantity: Int, hold: Duration = defaultHold): Reservation {
        require(quantity > 0) { "quantity must be positive" }
        require(!hold.isNegative && !hold.isZero) { "hold must be positive" }
        val free = available(sku)
        if (free < quantity) throw InsufficientStockException(sku, quantity, free)
        val reservation = Reservation(
            id = UUID.randomUUID(),
            sku = sku,
            quantity = quantity,
            expiresAt = clock.instant().plus(hold),
        )
        // ... existing code ...
    }

    // ... existing code ...
