package org.metrotransit.alerts

import java.time.{Duration, Instant}

import scala.collection.mutable

final case class AlertKey(cause: String, effect: String, routeIds: Set[String], stopIds: Set[String])

final case class IncomingAlert(
    sourceId: String,
    cause: String,
    effect: String,
    routeIds: Set[String],
    stopIds: Set[String],
    headerText: String,
    receivedAt: Instant
) {
  def key: AlertKey = AlertKey(cause, effect, routeIds, stopIds)
}

/** Collapses duplicate alerts coming from the dispatch console and the CAD/AVL bridge. */
class AlertDeduplicator(window: Duration) {

  private val seen = mutable.LinkedHashMap.empty[AlertKey, Instant]
  private var suppressed = 0L

  def accept(alert: IncomingAlert): Boolean = {
    evictOlderThan(alert.receivedAt.minus(window))
    seen.get(alert.key) match {
      case Some(_) =>
        suppressed += 1
        false
      case None =>
        seen.update(alert.key, alert.receivedAt)
        true
    }
  }

  def pending: Int = seen.size

  def suppressedCount: Long = suppressed

  private def evictOlderThan(cutoff: Instant): Unit = {
    val expired = seen.collect { case (key, at) if at.isBefore(cutoff) => key }
    expired.foreach(seen.remove)
  }
}

object AlertDeduplicator {

  val DefaultWindow: Duration = Duration.ofMinutes(10)

  def apply(): AlertDeduplicator = new AlertDeduplicator(DefaultWindow)

  def normalizeHeader(text: String): String =
    text.trim.replaceAll("\\s+", " ").toLowerCase

  def mergeable(a: IncomingAlert, b: IncomingAlert): Boolean =
    a.key == b.key && normalizeHeader(a.headerText) == normalizeHeader(b.headerText)
}
