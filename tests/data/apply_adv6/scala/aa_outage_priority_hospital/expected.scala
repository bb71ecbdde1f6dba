package grid.monitoring.outage

import java.time.{Duration, Instant}

sealed trait Priority
object Priority {
  case object P1 extends Priority
  case object P2 extends Priority
  case object P3 extends Priority
}

final case class OutageEvent(
    feederId: String,
    startedAt: Instant,
    customersOut: Int,
    criticalSites: Set[String],
    cause: Option[String]
)

class OutagePrioritizer(largeOutageThreshold: Int, longOutage: Duration) {

  // --- severity helpers ---

  private def isLarge(event: OutageEvent): Boolean =
    event.customersOut >= largeOutageThreshold

  private def isLong(event: OutageEvent, now: Instant): Boolean =
    Duration.between(event.startedAt, now).compareTo(longOutage) >= 0

  private def isWeatherRelated(event: OutageEvent): Boolean =
    event.cause.exists(c => c.startsWith("storm") || c == "lightning")

  private def hitsCriticalSite(event: OutageEvent): Boolean =
    event.criticalSites.exists(site => site.startsWith("hospital:") || site.startsWith("water:"))

  // --- classification ---

  def classify(event: OutageEvent, now: Instant): Priority =
    if (hitsCriticalSite(event)) Priority.P1
    else if (isLarge(event) && isLong(event, now)) Priority.P1
    else if (isLarge(event) || isLong(event, now)) Priority.P2
    else Priority.P3

  def classifyAll(events: Seq[OutageEvent], now: Instant): Map[Priority, Seq[OutageEvent]] =
    events.groupBy(classify(_, now))

  // --- reporting ---

  def summary(events: Seq[OutageEvent], now: Instant): String = {
    val grouped = classifyAll(events, now)
    val counts = Seq(Priority.P1, Priority.P2, Priority.P3)
      .map(p => s"$p=${grouped.getOrElse(p, Nil).size}")
    val weather = events.count(isWeatherRelated)
    s"${counts.mkString(" ")} weather=$weather"
  }
}
