package com.tablefire.kds.alerts

import java.time.Duration
import java.time.Instant

enum class Station { GRILL, FRYER, SAUTE, COLD }

enum class AlertLevel { OK, WARN, LATE }

data class TicketItem(
    val ticketId: String,
    val name: String,
    val station: Station,
    val firedAt: Instant,
    val bumpedAt: Instant? = null,
)

/**
 * Decides how a ticket item is coloured on the kitchen display.
 * Thresholds come from the ops team's ticket-time targets per station.
 */
class StationAlertPolicy(private val clock: () -> Instant = Instant::now) {

    fun grillAlert(item: TicketItem): AlertLevel {
        val elapsed = Duration.between(item.firedAt, item.bumpedAt ?: clock())
        if (elapsed > Duration.ofMinutes(14)) return AlertLevel.LATE
        if (elapsed > Duration.ofMinutes(10)) return AlertLevel.WARN
        return AlertLevel.OK
    }

    fun fryerAlert(item: TicketItem): AlertLevel {
        val elapsed = Duration.between(item.firedAt, item.bumpedAt ?: clock())
        if (elapsed > Duration.ofMinutes(8)) return AlertLevel.LATE
        if (elapsed > Duration.ofMinutes(6)) return AlertLevel.WARN
        return AlertLevel.OK
    }

    fun sauteAlert(item: TicketItem): AlertLevel {
        val elapsed = Duration.between(item.firedAt, item.bumpedAt ?: clock())
        if (elapsed > Duration.ofMinutes(12)) return AlertLevel.LATE
        if (elapsed > Duration.ofMinutes(8)) return AlertLevel.WARN
        return AlertLevel.OK
    }

    fun coldAlert(item: TicketItem): AlertLevel {
        val elapsed = Duration.between(item.firedAt, item.bumpedAt ?: clock())
        if (elapsed > Duration.ofMinutes(6)) return AlertLevel.LATE
        if (elapsed > Duration.ofMinutes(4)) return AlertLevel.WARN
        return AlertLevel.OK
    }

    fun alertFor(item: TicketItem): AlertLevel = when (item.station) {
        Station.GRILL -> grillAlert(item)
        Station.FRYER -> fryerAlert(item)
        Station.SAUTE -> sauteAlert(item)
        Station.COLD -> coldAlert(item)
    }

    fun worstAlert(items: List<TicketItem>): AlertLevel =
        items.map { alertFor(it) }.maxByOrNull { it.ordinal } ?: AlertLevel.OK

    fun lateItems(items: List<TicketItem>): List<TicketItem> =
        items.filter { alertFor(it) == AlertLevel.LATE }
}
