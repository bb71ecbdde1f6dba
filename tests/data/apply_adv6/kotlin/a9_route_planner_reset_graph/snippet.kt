// ... existing code ...

class RoutePlanner(
    private val graph: AisleGraph,
    private val clock: Clock,
) {
    // ... existing code ...

    fun reset() {
        reservations.clear()
        graph.reset()
        log.warn("route planner reset; all reservations and aisle closures dropped")
    }

    // ... existing code ...
}

// ... existing code ...
