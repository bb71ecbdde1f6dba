package com.haulbridge.tracking

import java.time.Duration
import java.time.Instant

data class TrackingPing(
    val loadId: String,
    val latitude: Double,
    val longitude: Double,
    val recordedAt: Instant,
    val speedMph: Double?,
    val source: String,
)

sealed class PingProblem(val message: String) {
    class BadLatitude(value: Double) : PingProblem("latitude $value out of range")
    class BadLongitude(value: Double) : PingProblem("longitude $value out of range")
    class FromFuture(at: Instant) : PingProblem("ping recorded in the future at $at")
    class TooOld(age: Duration) : PingProblem("ping is ${age.toMinutes()} minutes old")
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
        checkLatitude(ping)?.let(problems::add)
        checkLongitude(ping)?.let(problems::add)
        checkTimestamp(ping)?.let(problems::add)
        checkSource(ping)?.let(problems::add)
        checkSpeed(ping)?.let(problems::add)
        return problems
    }

    fun isValid(ping: TrackingPing): Boolean = validate(ping).isEmpty()

    private fun checkLatitude(ping: TrackingPing): PingProblem? =
        if (ping.latitude < -90.0 || ping.latitude > 90.0) PingProblem.BadLatitude(ping.latitude) else null

    private fun checkLongitude(ping: TrackingPing): PingProblem? =
        if (ping.longitude < -180.0 || ping.longitude > 180.0) PingProblem.BadLongitude(ping.longitude) else null

    private fun checkTimestamp(ping: TrackingPing): PingProblem? {
        val current = now()
        if (ping.recordedAt.isAfter(current.plusSeconds(60))) {
            return PingProblem.FromFuture(ping.recordedAt)
        }
        val age = Duration.between(ping.recordedAt, current)
        return if (age > maxAge) PingProblem.TooOld(age) else null
    }

    private fun checkSource(ping: TrackingPing): PingProblem? =
        if (ping.source !in knownSources) PingProblem.UnknownSource(ping.source) else null

    private fun checkSpeed(ping: TrackingPing): PingProblem? {
        val speed = ping.speedMph ?: return null
        return if (speed < 0.0 || speed > maxSpeedMph) PingProblem.ImplausibleSpeed(speed) else null
    }
}
