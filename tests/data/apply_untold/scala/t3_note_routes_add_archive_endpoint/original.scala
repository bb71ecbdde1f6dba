package com.acme.notes.http

import cats.effect.IO
import io.circe.generic.auto._
import io.circe.syntax._
import org.http4s._
import org.http4s.circe.CirceEntityDecoder._
import org.http4s.circe.CirceEntityEncoder._
import org.http4s.dsl.io._

import com.acme.notes.domain.{Note, NoteDraft, NoteId}
import com.acme.notes.service.NoteService

final class NoteRoutes(service: NoteService) {

  object LimitParam extends OptionalQueryParamDecoderMatcher[Int]("limit")
  object TagParam extends OptionalQueryParamDecoderMatcher[String]("tag")

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / "notes" :? LimitParam(limit) +& TagParam(tag) =>
      service.list(limit.getOrElse(50), tag).flatMap(notes => Ok(notes))

    case GET -> Root / "notes" / UUIDVar(id) =>
      service.find(NoteId(id)).flatMap {
        case Some(note) => Ok(note)
        case None       => NotFound(Map("error" -> s"note $id not found").asJson)
      }

    case req @ POST -> Root / "notes" =>
      for {
        draft <- req.as[NoteDraft]
        note  <- service.create(draft)
        resp  <- Created(note)
      } yield resp

    case req @ PUT -> Root / "notes" / UUIDVar(id) =>
      for {
        draft   <- req.as[NoteDraft]
        updated <- service.update(NoteId(id), draft)
        resp    <- updated.fold(NotFound(Map("error" -> s"note $id not found").asJson))(n => Ok(n))
      } yield resp

    case DELETE -> Root / "notes" / UUIDVar(id) =>
      service.delete(NoteId(id)).flatMap { deleted =>
        if (deleted) NoContent() else NotFound(Map("error" -> s"note $id not found").asJson)
      }
  }
}
