package com.acme.logistics.tracking

import java.time.Clock
import java.time.Instant
import org.slf4j.LoggerFactory

class ShipmentTracker(
    private val repository: ShipmentRepository,
    private val notifier: CustomerNotifier,
    private val clock: Clock = Clock.systemUTC(),
) {
    private val log = LoggerFactory.getLogger(ShipmentTracker::class.java)

    fun register(shipment: Shipment): Shipment {
        require(shipment.trackingNumber.isNotBlank()) { "tracking number is required" }
        val stored = shipment.copy(status = ShipmentStatus.CREATED, updatedAt = Instant.now(clock))
        repository.save(stored)
        log.info("Registered shipment {}", stored.trackingNumber)
        return stored
    }

    fun applyEvent(trackingNumber: String, event: TrackingEvent): Shipment {
        val shipment = repository.findByTrackingNumber(trackingNumber)
            ?: throw ShipmentNotFoundException(trackingNumber)

        if (shipment.status == ShipmentStatus.DELIVERED) {
            log.warn("Ignoring event {} for delivered shipment {}", event.code, trackingNumber)
            return shipment
        }

        val newStatus = when (event.code) {
            "PU" -> ShipmentStatus.PICKED_UP
            "IT" -> ShipmentStatus.IN_TRANSIT
            "OD" -> ShipmentStatus.OUT_FOR_DELIVERY
            "DL" -> ShipmentStatus.DELIVERED
            "EX" -> ShipmentStatus.EXCEPTION
            else -> shipment.status
        }

        val updated = shipment.copy(
            status = newStatus,
            lastLocation = event.location ?: shipment.lastLocation,
            updatedAt = Instant.now(clock),
        )
        repository.save(updated)
        return updated
    }

    fun markLost(trackingNumber: String, reason: String): Shipment {
        val shipment = repository.findByTrackingNumber(trackingNumber)
            ?: throw ShipmentNotFoundException(trackingNumber)
        val updated = shipment.copy(status = ShipmentStatus.LOST, note = reason, updatedAt = Instant.now(clock))
        repository.save(updated)
        notifier.notifyLost(updated)
        return updated
    }
}

class ShipmentNotFoundException(trackingNumber: String) :
    RuntimeException("Shipment $trackingNumber not found")
