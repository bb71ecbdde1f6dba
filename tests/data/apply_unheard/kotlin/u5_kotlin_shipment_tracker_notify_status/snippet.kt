    fun applyEvent(trackingNumber: String, event: TrackingEvent): Shipment {
        // ... existing lookup, delivered check and status mapping ...

        val updated = shipment.copy(
            status = newStatus,
            lastLocation = event.location ?: shipment.lastLocation,
            updatedAt = Instant.now(clock),
        )
        repository.save(updated)

        if (newStatus != shipment.status && newStatus in setOf(ShipmentStatus.OUT_FOR_DELIVERY, ShipmentStatus.DELIVERED)) {
            notifier.notifyStatusChanged(updated)
        }
        return updated
    }
