package gov.city.parking.meters

import java.time.{Duration, Instant}

final case class Meter(
    id: String,
    block: String,
    lastHeartbeat: Instant,
    batteryPct: Int,
    coinJam: Boolean,
    tamperAlarm: Boolean,
    cashCents: Long,
    cardCents: Long
)

final case class AuditReport(
    generatedAt: Instant,
    offline: Seq[String],
    jammed: Seq[String],
    lowBattery: Seq[String],
    flagged: Seq[String],
    cashCents: Long,
    cardCents: Long
)

class MeterAuditor(meters: Seq[Meter], now: () => Instant) {

  private val OfflineAfterMinutes = 30L
  private val LowBatteryPct = 15

  /** Meters that have not reported a heartbeat recently. */
  def offline: Seq[Meter] =
    meters.filter(m => Duration.between(m.lastHeartbeat, now()).toMinutes > OfflineAfterMinutes)

  /** Meters a technician should visit on the next route. */
  def needsService: Seq[Meter] =
    meters.filter(m => m.coinJam || m.tamperAlarm || m.batteryPct < LowBatteryPct)

  /** Meters on the given block, for the block-level revenue screen. */
  def onBlock(block: String): Seq[Meter] =
    meters.filter(_.block == block)

  /** Builds the nightly audit report for the collections team. */
  def nightlyReport(): AuditReport = {
    val off = offline
    val jammed = meters.filter(_.coinJam)
    val lowBattery = meters.filter(_.batteryPct < LowBatteryPct)
    val tampered = meters.filter(_.tamperAlarm)
    val cashTotal = meters.map(_.cashCents).sum
    val cardTotal = meters.map(_.cardCents).sum

    val flagged = (off ++ jammed ++ lowBattery ++ tampered).map(_.id).distinct.sorted

    AuditReport(
      generatedAt = now(),
      offline = off.map(_.id),
      jammed = jammed.map(_.id),
      lowBattery = lowBattery.map(_.id),
      flagged = flagged,
      cashCents = cashTotal,
      cardCents = cardTotal
    )
  }
}
