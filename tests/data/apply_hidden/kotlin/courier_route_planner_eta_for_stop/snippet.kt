class RoutePlanner(
    private val depot: GeoPoint,
    private val averageSpeedKmh: Double = 28.0,
) {
    // ... existing code ...

    fun etaMinutes(route: List<Stop>, stopId: String): Int? {
        var minutes = 0.0
        var current = depot
        for (stop in route) {
            minutes += distanceKm(current, stop.point) / averageSpeedKmh * 60.0
            if (stop.id == stopId) return minutes.toInt()
            minutes += stop.serviceMinutes
            current = stop.point
        }
        return null
    }
}
