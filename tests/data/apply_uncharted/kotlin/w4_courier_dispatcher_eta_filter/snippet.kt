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

    // ... existing code ...

    companion object {
        const val MAX_ACTIVE_ORDERS = 3
        const val MAX_PICKUP_ETA_MINUTES = 25
    }
}
