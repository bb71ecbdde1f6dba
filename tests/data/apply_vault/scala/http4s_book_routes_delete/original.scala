package com.acme.library.http

import cats.effect.IO
import cats.syntax.all._
import com.acme.library.domain.{Book, BookId, NewBook}
import com.acme.library.service.BookService
import io.circe.generic.auto._
import org.http4s._
import org.http4s.circe.CirceEntityCodec._
import org.http4s.dsl.io._

final class BookRoutes(books: BookService) {

  private object AuthorParam extends OptionalQueryParamDecoderMatcher[String]("author")
  private object LimitParam  extends OptionalQueryParamDecoderMatcher[Int]("limit")

  private val MaxLimit = 100

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {

    case GET -> Root / "books" :? AuthorParam(author) +& LimitParam(limit) =>
      val capped = limit.getOrElse(20).min(MaxLimit).max(1)
      books.list(author, capped).flatMap(Ok(_))

    case GET -> Root / "books" / LongVar(id) =>
      books.find(BookId(id)).flatMap {
        case Some(book) => Ok(book)
        case None       => NotFound(s"book $id not found")
      }

    case req @ POST -> Root / "books" =>
      req.as[NewBook].flatMap { input =>
        if (input.title.trim.isEmpty) BadRequest("title must not be empty")
        else books.create(input).flatMap(Created(_))
      }

    case req @ PUT -> Root / "books" / LongVar(id) =>
      req.as[NewBook].flatMap { input =>
        books.update(BookId(id), input).flatMap {
          case Some(book) => Ok(book)
          case None       => NotFound(s"book $id not found")
        }
      }
  }

  private def logFailure(id: BookId)(error: Throwable): IO[Unit] =
    IO.println(s"book ${id.value}: ${error.getMessage}")
}

object BookRoutes {
  def apply(books: BookService): HttpRoutes[IO] = new BookRoutes(books).routes
}
