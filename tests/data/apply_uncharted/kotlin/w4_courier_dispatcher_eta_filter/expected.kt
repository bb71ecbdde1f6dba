package com.swiftbite.dispatch

import java.time.Clock
import java.time.Duration
import java.time.Instant

data class GeoPoint(val lat: Double, val lng: Double)

enum class Vehicle { BIKE, SCOOTER, CAR }

data class Courier(
    val id: String,
    val location: GeoPoint,
    val lastPingAt: Instant,
    val activeOrders: Int,
    val vehicle: Vehicle,
)

interface CourierRepository {
    fun onShift(zoneId: String): List<Courier>
    fun assign(courierId: String, orderId: String)
}

interface EtaEstimator {
    fun minutesBetween(from: GeoPoint, to: GeoPoint, vehicle: Vehicle): Int
}

class CourierDispatcher(
    private val couriers: CourierRepository,
    private val eta: EtaEstimator,
    private val clock: Clock,
) {

    fun candidates(zoneId: String, restaurant: GeoPoint): List<Courier> =
        couriers.onShift(zoneId)
            .filter { it.activeOrders < MAX_ACTIVE_ORDERS }
            .filter { isOnline(it) }
            .filter { pickupEtaMinutes(it, restaurant) <= MAX_PICKUP_ETA_MINUTES }
            .sortedBy { pickupEtaMinutes(it, restaurant) }

    fun dispatch(orderId: String, zoneId: String, restaurant: GeoPoint): Courier? {
        val courier = candidates(zoneId, restaurant).firstOrNull() ?: return null
        couriers.assign(courier.id, orderId)
        return courier
    }

    fun isOnline(courier: Courier): Boolean =
        Duration.between(courier.lastPingAt, clock.instant()) < Duration.ofMinutes(5)

    fun pickupEtaMinutes(courier: Courier, restaurant: GeoPoint): Int =
        eta.minutesBetween(courier.location, restaurant, courier.vehicle)

    companion object {
        const val MAX_ACTIVE_ORDERS = 3
        const val MAX_PICKUP_ETA_MINUTES = 25
    }
}

class DispatchMetrics {
    private var dispatched = 0
    private var unassigned = 0

    fun record(result: Courier?) {
        if (result == null) unassigned++ else dispatched++
    }

    fun fillRate(): Double {
        val total = dispatched + unassigned
        return if (total == 0) 1.0 else dispatched.toDouble() / total
    }
}
