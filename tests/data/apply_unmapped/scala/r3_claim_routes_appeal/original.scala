package com.brightsmile.claims.http

import cats.effect.IO
import io.circe.generic.auto._
import org.http4s._
import org.http4s.circe.CirceEntityCodec._
import org.http4s.dsl.io._

import com.brightsmile.claims.domain._
import com.brightsmile.claims.service.ClaimService

/** REST routes for dental insurance claims, mounted under /api/v1 by the
  * claims gateway. All handlers delegate to ClaimService.
  */
final class ClaimRoutes(service: ClaimService) {

  private object StatusParam extends OptionalQueryParamDecoderMatcher[String]("status")
  private object ClinicParam extends OptionalQueryParamDecoderMatcher[String]("clinic")

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {

    case GET -> Root / "claims" :? StatusParam(status) +& ClinicParam(clinic) =>
      service.list(status.map(ClaimStatus.fromString), clinic.map(ClinicId(_))).flatMap(Ok(_))

    case GET -> Root / "claims" / UUIDVar(id) =>
      service.find(ClaimId(id)).flatMap {
        case Some(claim) => Ok(claim)
        case None        => NotFound(ErrorBody(s"claim $id not found"))
      }

    case req @ POST -> Root / "claims" =>
      for {
        draft <- req.as[ClaimDraft]
        claim <- service.create(draft)
        resp  <- Created(claim)
      } yield resp

    case POST -> Root / "claims" / UUIDVar(id) / "submit" =>
      service.submit(ClaimId(id)).flatMap {
        case Right(claim) => Ok(claim)
        case Left(err)    => UnprocessableEntity(ErrorBody(err.message))
      }

    case req @ POST -> Root / "claims" / UUIDVar(id) / "resubmit" =>
      for {
        body   <- req.as[ResubmitRequest]
        result <- service.resubmit(ClaimId(id), body.corrections)
        resp   <- result.fold(err => UnprocessableEntity(ErrorBody(err.message)), claim => Ok(claim))
      } yield resp

    case req @ POST -> Root / "claims" / UUIDVar(id) / "void" =>
      for {
        body   <- req.as[VoidRequest]
        result <- service.void(ClaimId(id), body.reason)
        resp   <- result.fold(err => UnprocessableEntity(ErrorBody(err.message)), claim => Ok(claim))
      } yield resp

    case GET -> Root / "claims" / UUIDVar(id) / "attachments" =>
      service.attachments(ClaimId(id)).flatMap(Ok(_))
  }
}

final case class ErrorBody(error: String)
final case class ResubmitRequest(corrections: List[LineCorrection])
final case class VoidRequest(reason: String)
