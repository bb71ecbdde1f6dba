package com.swiftdrop.courier.routing

import kotlin.math.atan2
import kotlin.math.cos
import kotlin.math.sin
import kotlin.math.sqrt

data class GeoPoint(val lat: Double, val lng: Double)

data class Stop(val id: String, val point: GeoPoint, val serviceMinutes: Int)

class RoutePlanner(
    private val depot: GeoPoint,
    private val averageSpeedKmh: Double = 28.0,
) {

    fun plan(stops: List<Stop>): List<Stop> {
        val remaining = stops.toMutableList()
        val route = mutableListOf<Stop>()
        var current = depot
        while (remaining.isNotEmpty()) {
            val next = remaining.minBy { distanceKm(current, it.point) }
            route += next
            remaining -= next
            current = next.point
        }
        return route
    }

    fun totalDistanceKm(route: List<Stop>): Double {
        var total = 0.0
        var current = depot
        for (stop in route) {
            total += distanceKm(current, stop.point)
            current = stop.point
        }
        return total + distanceKm(current, depot)
    }

    fun totalMinutes(route: List<Stop>): Int {
        val driving = totalDistanceKm(route) / averageSpeedKmh * 60.0
        return driving.toInt() + route.sumOf { it.serviceMinutes }
    }
}

class RouteSummaryFormatter {

    fun format(route: List<Stop>, minutes: Int): String {
        val hours = minutes / 60
        val rest = minutes % 60
        return "${route.size} stops, ${hours}h ${rest}m"
    }

    fun formatStops(route: List<Stop>): String =
        route.joinToString(separator = " -> ") { it.id }
}

internal fun distanceKm(a: GeoPoint, b: GeoPoint): Double {
    val earthRadiusKm = 6371.0
    val dLat = Math.toRadians(b.lat - a.lat)
    val dLng = Math.toRadians(b.lng - a.lng)
    val h = sin(dLat / 2) * sin(dLat / 2) +
        cos(Math.toRadians(a.lat)) * cos(Math.toRadians(b.lat)) * sin(dLng / 2) * sin(dLng / 2)
    return 2 * earthRadiusKm * atan2(sqrt(h), sqrt(1 - h))
}
