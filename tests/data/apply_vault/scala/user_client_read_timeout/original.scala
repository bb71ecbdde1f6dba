package com.acme.users.client

import cats.effect.IO
import cats.syntax.all._
import io.circe.generic.auto._
import sttp.client3._
import sttp.client3.circe._
import sttp.model.{StatusCode, Uri}

final case class User(id: Long, email: String, displayName: String, active: Boolean)
final case class CreateUser(email: String, displayName: String)

sealed trait UserClientError extends Exception
object UserClientError {
  final case class Unexpected(status: StatusCode, body: String) extends UserClientError
  final case class Decoding(message: String) extends UserClientError
}

final class UserClient(backend: SttpBackend[IO, Any], baseUri: Uri, apiKey: String) {

  private def base =
    basicRequest
      .header("X-Api-Key", apiKey)
      .header("Accept", "application/json")

  def get(id: Long): IO[Option[User]] =
    base
      .get(baseUri.addPath("users", id.toString))
      .response(asJson[User])
      .send(backend)
      .flatMap { response =>
        response.body match {
          case Right(user)                                         => IO.pure(Some(user))
          case Left(_) if response.code == StatusCode.NotFound     => IO.pure(None)
          case Left(HttpError(body, status))                       => IO.raiseError(UserClientError.Unexpected(status, body))
          case Left(DeserializationException(_, error))            => IO.raiseError(UserClientError.Decoding(error.getMessage))
        }
      }

  def create(payload: CreateUser): IO[User] =
    base
      .post(baseUri.addPath("users"))
      .body(payload)
      .response(asJson[User])
      .send(backend)
      .flatMap(response => IO.fromEither(response.body.leftMap(toError)))

  def deactivate(id: Long): IO[Unit] =
    base
      .post(baseUri.addPath("users", id.toString, "deactivate"))
      .send(backend)
      .flatMap { response =>
        if (response.code.isSuccess) IO.unit
        else IO.raiseError(UserClientError.Unexpected(response.code, response.body.merge))
      }

  private def toError(error: ResponseException[String, io.circe.Error]): Throwable =
    error match {
      case HttpError(body, status)           => UserClientError.Unexpected(status, body)
      case DeserializationException(_, err)  => UserClientError.Decoding(err.getMessage)
    }
}
