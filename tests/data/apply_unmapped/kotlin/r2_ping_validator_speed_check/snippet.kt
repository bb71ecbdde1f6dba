// ... keep existing code

sealed class PingProblem(val message: String) {
    // ... keep existing code
    class UnknownSource(source: String) : PingProblem("unknown ping source '$source'")
    class ImplausibleSpeed(mph: Double) : PingProblem("speed $mph mph is not plausible for a truck")
}

class PingValidator(
    private val knownSources: Set<String> = setOf("driver_app", "eld", "macropoint", "manual"),
    private val maxAge: Duration = Duration.ofHours(6),
    private val maxSpeedMph: Double = 95.0,
    private val now: () -> Instant = Instant::now,
) {

    fun validate(ping: TrackingPing): List<PingProblem> {
        val problems = mutableListOf<PingProblem>()
        // ... keep existing code
        checkSource(ping)?.let(problems::add)
        checkSpeed(ping)?.let(problems::add)
        return problems
    }

    // ... keep existing code

    private fun checkSource(ping: TrackingPing): PingProblem? =
        if (ping.source !in knownSources) PingProblem.UnknownSource(ping.source) else null

    private fun checkSpeed(ping: TrackingPing): PingProblem? {
        val speed = ping.speedMph ?: return null
        return if (speed < 0.0 || speed > maxSpeedMph) PingProblem.ImplausibleSpeed(speed) else null
    }
}
