package com.gridco.outage

import java.time.{Duration, Instant}

final case class LastGasp(meterId: String, feederId: String, substationId: String, at: Instant)

final case class Restoration(meterId: String, at: Instant)

final case class Incident(
    feederId: String,
    substationId: String,
    startedAt: Instant,
    meters: Set[String],
    restoredAt: Option[Instant] = None
) {
  def customersAffected: Int = meters.size
  def isOpen: Boolean = restoredAt.isEmpty
}

class OutageAggregator(window: Duration, minMeters: Int) {

  def group(gasps: Seq[LastGasp]): Seq[Incident] = {
    val byFeeder = gasps.groupBy(_.feederId)
    val incidents = byFeeder.toSeq.flatMap { case (feeder, events) =>
      val sorted = events.sortBy(_.at)
      clusters(sorted).collect {
        case cluster if cluster.map(_.meterId).distinct.size >= minMeters =>
          Incident(feeder, cluster.head.substationId, cluster.head.at, cluster.map(_.meterId).toSet)
      }
    }
    incidents.sortBy(_.startedAt)
  }

  def applyRestorations(incidents: Seq[Incident], restorations: Seq[Restoration]): Seq[Incident] = {
    val restoredAt = restorations.groupBy(_.meterId).view.mapValues(_.map(_.at).max).toMap
    incidents.map { incident =>
      val times = incident.meters.toSeq.flatMap(restoredAt.get)
      if (incident.isOpen && times.size == incident.meters.size) incident.copy(restoredAt = Some(times.max))
      else incident
    }
  }

  def openIncidents(incidents: Seq[Incident]): Seq[Incident] = {
    val open = incidents.filter(_.isOpen)
    open.sortBy(_.startedAt)
  }

  def openBySubstation(incidents: Seq[Incident]): Map[String, Seq[Incident]] =
    openIncidents(incidents).groupBy(_.substationId)

  def customerMinutesLost(incident: Incident, now: Instant): Long = {
    val end = incident.restoredAt.getOrElse(now)
    Duration.between(incident.startedAt, end).toMinutes * incident.customersAffected
  }

  private def clusters(sorted: Seq[LastGasp]): Seq[Seq[LastGasp]] =
    sorted.foldLeft(Vector.empty[Vector[LastGasp]]) { (acc, gasp) =>
      acc.lastOption match {
        case Some(current) if !gasp.at.isAfter(current.head.at.plus(window)) =>
          acc.init :+ (current :+ gasp)
        case _ =>
          acc :+ Vector(gasp)
      }
    }
}
