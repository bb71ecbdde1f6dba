package city.parkwise.billing

import java.time.Clock
import java.time.Duration
import java.time.LocalDateTime
import kotlin.math.ceil
import kotlin.math.max

data class Money(val cents: Long) : Comparable<Money> {
    operator fun times(factor: Long): Money = Money(cents * factor)
    operator fun plus(other: Money): Money = Money(cents + other.cents)
    override fun compareTo(other: Money): Int = cents.compareTo(other.cents)

    companion object {
        val ZERO = Money(0)
        fun min(a: Money, b: Money): Money = if (a <= b) a else b
    }
}

data class ParkingRate(
    val perHour: Money,
    val dailyCap: Money,
    val weekendDailyCap: Money,
    val freeMinutes: Long = 15,
)

data class ParkingSession(
    val plate: String,
    val zone: String,
    val start: LocalDateTime,
    val end: LocalDateTime? = null,
)

class ParkingFeeCalculator(
    private val rate: ParkingRate,
    private val clock: Clock = Clock.systemDefaultZone(),
) {

    fun feeFor(session: ParkingSession): Money {
        val end = session.end ?: LocalDateTime.now(clock)
        val minutes = Duration.between(session.start, end).toMinutes()
        if (minutes <= rate.freeMinutes) return Money.ZERO
        val billableHours = ceil((minutes - rate.freeMinutes) / 60.0).toLong()
        val days = max(1L, ceil(minutes / 1440.0).toLong())
        val raw = rate.perHour * billableHours
        val isWeekend = session.start.dayOfWeek.value >= 6
        val cap = if (isWeekend) rate.weekendDailyCap else rate.dailyCap
        return Money.min(raw, cap * days)
    }

    fun estimateFor(start: LocalDateTime, plannedMinutes: Long): Money {
        val session = ParkingSession(
            plate = "ESTIMATE",
            zone = "-",
            start = start,
            end = start.plusMinutes(plannedMinutes),
        )
        return feeFor(session)
    }

    fun feeForAll(sessions: List<ParkingSession>): Money =
        sessions.fold(Money.ZERO) { total, session -> total + feeFor(session) }

    fun describe(): String {
        val hourly = rate.perHour.cents / 100.0
        val cap = rate.dailyCap.cents / 100.0
        val weekendCap = rate.weekendDailyCap.cents / 100.0
        return "€%.2f/h, cap €%.2f (weekend €%.2f), first %d min free"
            .format(hourly, cap, weekendCap, rate.freeMinutes)
    }
}
