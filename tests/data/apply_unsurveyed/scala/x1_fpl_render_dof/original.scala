package com.exampleair.flightops.filing

import java.time.{Duration, Instant, ZoneOffset}
import scala.concurrent.{ExecutionContext, Future}
import scala.util.control.NonFatal

import com.typesafe.scalalogging.LazyLogging

final case class FiledPlan(
    callsign: String,
    departure: String,
    destination: String,
    eobt: Instant,
    route: String,
    alternates: List[String]
)

sealed trait FilingResult
object FilingResult {
  final case class Acknowledged(ifplId: String) extends FilingResult
  final case class Rejected(reasons: List[String]) extends FilingResult
  final case class Manual(reason: String) extends FilingResult
}

trait IfpsGateway {
  def submit(message: String): Future[String]
}

class FlightPlanFilingService(gateway: IfpsGateway)(implicit ec: ExecutionContext) extends LazyLogging {

  private val ReplyAck = "ACK"
  private val ReplyRej = "REJ"

  def file(plan: FiledPlan): Future[FilingResult] = {
    val message = render(plan)
    gateway
      .submit(message)
      .map(parseReply)
      .recover { case NonFatal(e) =>
        logger.error(s"IFPS submission failed for ${plan.callsign}", e)
        FilingResult.Manual(s"gateway error: ${e.getMessage}")
      }
  }

  def delay(plan: FiledPlan, newEobt: Instant): Future[FilingResult] = {
    val shift = Duration.between(plan.eobt, newEobt)
    if (shift.toMinutes < 15) Future.successful(FilingResult.Manual("delay under 15 minutes, no DLA required"))
    else file(plan.copy(eobt = newEobt))
  }

  private[filing] def render(plan: FiledPlan): String = {
    val eobt = plan.eobt.atOffset(ZoneOffset.UTC)
    val time = f"${eobt.getHour}%02d${eobt.getMinute}%02d"
    val altn = plan.alternates.mkString(" ")
    s"(FPL-${plan.callsign}-IS -${plan.departure}$time -${plan.route} -${plan.destination} $altn)"
  }

  private def parseReply(reply: String): FilingResult =
    reply.split(' ').toList match {
      case ReplyAck :: id :: _ => FilingResult.Acknowledged(id)
      case ReplyRej :: reasons => FilingResult.Rejected(reasons)
      case _                   => FilingResult.Manual(s"unrecognised IFPS reply: $reply")
    }
}
