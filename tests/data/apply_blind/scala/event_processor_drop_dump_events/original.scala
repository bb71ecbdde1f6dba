package com.acme.pipeline

import java.time.Instant

import scala.util.{Failure, Success, Try}

import com.typesafe.scalalogging.LazyLogging
import io.circe.generic.auto._
import io.circe.parser.decode

final case class RawEvent(payload: String, receivedAt: Instant)
final case class IncomingEvent(id: String, kind: String, userId: Option[String])
final case class Event(id: String, kind: String, userId: Option[String], receivedAt: Instant)
final case class Summary(total: Int, invalid: Int, byKind: Map[String, Int])

class EventProcessor(geo: GeoLookup, metrics: Metrics) extends LazyLogging {

  def run(events: Seq[RawEvent]): Summary = {
    val parsed = events.map(parse)
    val valid = parsed.collect { case Some(e) => e }
    val deduped = dedupe(valid)
    val enriched = deduped.map(enrich)
    enriched.foreach(e => metrics.increment(s"events.${e.kind}"))
    Summary(
      total = events.size,
      invalid = parsed.count(_.isEmpty),
      byKind = enriched.groupBy(_.kind).view.mapValues(_.size).toMap
    )
  }

  private def parse(raw: RawEvent): Option[Event] =
    decode[IncomingEvent](raw.payload) match {
      case Right(in) => Some(Event(in.id, in.kind, in.userId, raw.receivedAt))
      case Left(err) =>
        logger.warn(s"dropping malformed event: ${err.getMessage}")
        None
    }

  private def dedupe(events: Seq[Event]): Seq[Event] =
    events.groupBy(_.id).values.map(_.maxBy(_.receivedAt)).toSeq

  private def dumpEvents(events: Seq[Event]): Unit =
    events.foreach { e =>
      logger.debug(s"event ${e.id} kind=${e.kind} user=${e.userId.getOrElse("-")}")
    }

  private def enrich(event: Event): Event =
    event.userId match {
      case Some(uid) =>
        Try(geo.regionFor(uid)) match {
          case Success(region) => event.copy(kind = s"${event.kind}.$region")
          case Failure(_)      => event
        }
      case None => event
    }
}
