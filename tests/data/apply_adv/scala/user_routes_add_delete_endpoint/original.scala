package com.acme.accounts.http

import cats.effect.IO
import cats.syntax.all._
import io.circe.generic.auto._
import io.circe.syntax._
import org.http4s._
import org.http4s.circe._
import org.http4s.circe.CirceEntityCodec._
import org.http4s.dsl.io._

import com.acme.accounts.domain.{CreateUser, UpdateUser, User}
import com.acme.accounts.service.{OrderService, UserService}

final class UserRoutes(users: UserService, orders: OrderService) {

  object LimitParam extends OptionalQueryParamDecoderMatcher[Int]("limit")
  object OffsetParam extends OptionalQueryParamDecoderMatcher[Int]("offset")

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / "users" :? LimitParam(limit) +& OffsetParam(offset) =>
      users
        .list(limit.getOrElse(50), offset.getOrElse(0))
        .flatMap(page => Ok(page.asJson))

    case GET -> Root / "users" / UUIDVar(id) =>
      users.find(id).flatMap {
        case Some(user) => Ok(user.asJson)
        case None       => NotFound()
      }

    case req @ POST -> Root / "users" =>
      for {
        body    <- req.as[CreateUser]
        created <- users.create(body)
        resp    <- Created(created.asJson)
      } yield resp

    case req @ PUT -> Root / "users" / UUIDVar(id) =>
      for {
        body    <- req.as[UpdateUser]
        updated <- users.update(id, body)
        resp    <- updated.fold(NotFound())(u => Ok(u.asJson))
      } yield resp

    case GET -> Root / "users" / UUIDVar(id) / "orders" =>
      users.find(id).flatMap {
        case Some(_) => orders.forUser(id).flatMap(list => Ok(list.asJson))
        case None    => NotFound()
      }

    case GET -> Root / "users" / UUIDVar(id) / "sessions" =>
      users.find(id).flatMap {
        case Some(user) => Ok(user.activeSessions.asJson)
        case None       => NotFound()
      }
  }
}
