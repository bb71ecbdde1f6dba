package com.northwind.fleet.routing

import java.time.Clock
import java.time.Instant
import org.slf4j.LoggerFactory

data class Waypoint(val aisle: String, val bay: Int)

data class Route(val robotId: String, val waypoints: List<Waypoint>, val plannedAt: Instant)

class AisleGraph(private val edges: Map<String, List<String>>) {
    private val closed = mutableSetOf<String>()

    fun neighbours(aisle: String): List<String> =
        edges[aisle].orEmpty().filterNot { it in closed }

    fun close(aisle: String) {
        closed += aisle
    }

    fun isClosed(aisle: String): Boolean = aisle in closed

    fun reset() {
        closed.clear()
    }
}

class RoutePlanner(
    private val graph: AisleGraph,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(RoutePlanner::class.java)
    private val reservations = mutableMapOf<String, Route>()

    fun plan(robotId: String, stops: List<Waypoint>): Route {
        require(stops.isNotEmpty()) { "robot $robotId has no stops" }
        require(stops.size <= RoutingDefaults.MAX_STOPS) { "robot $robotId has too many stops" }
        val open = stops.filterNot { graph.isClosed(it.aisle) }
        val ordered = open.sortedWith(compareBy({ it.aisle }, { it.bay }))
        val route = Route(robotId, ordered, clock.instant())
        reservations[robotId] = route
        log.info("planned {} stops for {}", ordered.size, robotId)
        return route
    }

    fun release(robotId: String) {
        reservations.remove(robotId)
    }

    fun reset() {
        reservations.clear()
        graph.reset()
        log.warn("route planner reset; all reservations and aisle closures dropped")
    }

    fun activeRoutes(): Collection<Route> = reservations.values
}

object RoutingDefaults {
    const val MAX_STOPS = 40
    const val REPLAN_SECONDS = 30L
}
