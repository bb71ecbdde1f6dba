package com.acme.todo.http

import cats.effect.IO
import io.circe.generic.auto._
import io.circe.syntax._
import org.http4s._
import org.http4s.circe._
import org.http4s.dsl.io._

import com.acme.todo.domain.{NewTodo, Todo}
import com.acme.todo.repo.TodoRepo

object TodoRoutes {

  implicit val newTodoDecoder: EntityDecoder[IO, NewTodo] = jsonOf[IO, NewTodo]

  object CompletedParam extends OptionalQueryParamDecoderMatcher[Boolean]("completed")

  def routes(repo: TodoRepo[IO]): HttpRoutes[IO] = HttpRoutes.of[IO] {

    case GET -> Root / "todos" :? CompletedParam(completed) =>
      repo.list(completed).flatMap(todos => Ok(todos.asJson))

    case GET -> Root / "todos" / LongVar(id) =>
      repo.find(id).flatMap {
        case Some(todo) => Ok(todo.asJson)
        case None       => NotFound()
      }

    case req @ POST -> Root / "todos" =>
      for {
        body <- req.as[NewTodo]
        todo <- repo.create(body)
        resp <- Created(todo.asJson)
      } yield resp

    case DELETE -> Root / "todos" / LongVar(id) =>
      repo.delete(id).flatMap {
        case true  => NoContent()
        case false => NotFound()
      }
  }

  def health: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / "health" => Ok("ok")
  }
}
