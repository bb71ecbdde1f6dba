package edu.northfield.registrar.api

import cats.effect.IO
import io.circe.generic.auto._
import io.circe.syntax._
import org.http4s._
import org.http4s.circe.CirceEntityCodec._
import org.http4s.dsl.io._

import edu.northfield.registrar.calendar.AcademicCalendar
import edu.northfield.registrar.enrolment.{EnrolmentRequest, EnrolmentService}
import edu.northfield.registrar.rosters.RosterService
import edu.northfield.registrar.transcripts.TranscriptStore

final case class ApiError(code: String, message: String)

class EnrolmentRoutes(
    enrolments: EnrolmentService,
    rosters: RosterService,
    transcripts: TranscriptStore,
    calendar: AcademicCalendar
) {

  private def notFound(what: String): IO[Response[IO]] =
    NotFound(ApiError("not_found", s"$what not found").asJson)

  private def rejected(reason: String): IO[Response[IO]] =
    UnprocessableEntity(ApiError("rejected", reason).asJson)

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / "students" / studentId / "enrolments" =>
      enrolments.listFor(studentId).flatMap {
        case Some(list) => Ok(list.asJson)
        case None       => notFound(s"student $studentId")
      }

    case req @ POST -> Root / "students" / studentId / "enrolments" =>
      req.as[EnrolmentRequest].flatMap { body =>
        enrolments.enrol(studentId, body.sectionId).flatMap {
          case Right(enrolment) => Created(enrolment.asJson)
          case Left(reason)     => rejected(reason)
        }
      }

    case DELETE -> Root / "students" / studentId / "enrolments" / sectionId =>
      calendar.pastDropDeadline(sectionId).flatMap {
        case true => rejected(s"the drop deadline for $sectionId has passed")
        case false =>
          enrolments.drop(studentId, sectionId).flatMap {
            case Right(_)     => NoContent()
            case Left(reason) => rejected(reason)
          }
      }

    case GET -> Root / "students" / studentId / "transcript" =>
      transcripts.find(studentId).flatMap {
        case Some(transcript) => Ok(transcript.asJson)
        case None             => notFound(s"transcript for $studentId")
      }

    case GET -> Root / "sections" / sectionId / "roster" =>
      rosters.roster(sectionId).flatMap {
        case Some(roster) => Ok(roster.asJson)
        case None         => notFound(s"section $sectionId")
      }

    case GET -> Root / "sections" / sectionId / "waitlist" =>
      rosters.waitlist(sectionId).flatMap {
        case Some(waitlist) => Ok(waitlist.asJson)
        case None           => notFound(s"section $sectionId")
      }
  }
}
