package io.fleetworks.dashboard

import java.time.{Duration, Instant}

final case class DeviceStatus(
    id: String,
    site: String,
    lastSeen: Instant,
    batteryPct: Option[Int],
    faultCodes: Set[String]
)

final case class SiteHealth(site: String, total: Int, online: Int, degraded: Int, critical: Int)

object FleetHealth {

  val OfflineAfter: Duration = Duration.ofMinutes(10)
  val LowBatteryPct: Int = 15
  val CriticalFaults: Set[String] = Set("E_OVERCURRENT", "E_OVERTEMP", "E_ESTOP")

  def isOnline(d: DeviceStatus, now: Instant): Boolean =
    Duration.between(d.lastSeen, now).compareTo(OfflineAfter) <= 0

  def isCritical(d: DeviceStatus): Boolean =
    d.faultCodes.exists(CriticalFaults.contains)

  def isDegraded(d: DeviceStatus): Boolean =
    d.batteryPct.exists(_ < LowBatteryPct) || (d.faultCodes.nonEmpty && !isCritical(d))

  def siteHealth(site: String, devices: Seq[DeviceStatus], now: Instant): SiteHealth = {
    val online = devices.count(isOnline(_, now))
    val critical = devices.count(isCritical)
    val degraded = devices.count(isDegraded)
    SiteHealth(site, devices.size, online, degraded, critical)
  }

  def bySite(devices: Seq[DeviceStatus], now: Instant): Seq[SiteHealth] =
    devices
      .groupBy(_.site)
      .map { case (site, ds) => siteHealth(site, ds, now) }
      .toSeq
      .sortBy(_.site)

  def worstSites(devices: Seq[DeviceStatus], now: Instant, limit: Int): Seq[SiteHealth] = {
    val ranked = bySite(devices, now).filter(_.total > 0)
    ranked
      .sortBy(h => (-h.critical, -h.degraded, h.site))
      .take(limit)
  }

  def onlineRatio(devices: Seq[DeviceStatus], now: Instant): Double = {
    val online = devices.count(isOnline(_, now))
    online.toDouble / devices.size
  }
}
