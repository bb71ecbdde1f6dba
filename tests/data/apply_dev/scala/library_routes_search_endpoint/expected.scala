package com.acme.library.http

import cats.effect.IO
import cats.syntax.all._
import com.acme.library.domain.{Book, BookId, NewBook}
import com.acme.library.service.BookService
import io.circe.generic.auto._
import org.http4s.HttpRoutes
import org.http4s.circe.CirceEntityCodec._
import org.http4s.dsl.io._

object LimitParam extends OptionalQueryParamDecoderMatcher[Int]("limit")
object OffsetParam extends OptionalQueryParamDecoderMatcher[Int]("offset")
object SearchQueryParam extends QueryParamDecoderMatcher[String]("q")

final class BookRoutes(books: BookService) {

  private val MaxLimit = 100

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / "books" :? LimitParam(limit) +& OffsetParam(offset) =>
      val l = limit.getOrElse(20).min(MaxLimit)
      val o = offset.getOrElse(0).max(0)
      books.list(l, o).flatMap(Ok(_))

    case GET -> Root / "books" / "search" :? SearchQueryParam(q) +& LimitParam(limit) =>
      if (q.trim.length < 2) BadRequest("query must be at least 2 characters")
      else books.search(q.trim, limit.getOrElse(20).min(MaxLimit)).flatMap(Ok(_))

    case GET -> Root / "books" / LongVar(id) =>
      books.find(BookId(id)).flatMap {
        case Some(book) => Ok(book)
        case None       => NotFound(s"book $id not found")
      }

    case req @ POST -> Root / "books" =>
      for {
        input   <- req.as[NewBook]
        created <- books.create(input)
        resp    <- Created(created)
      } yield resp

    case req @ PUT -> Root / "books" / LongVar(id) =>
      for {
        input   <- req.as[NewBook]
        updated <- books.update(BookId(id), input)
        resp    <- updated.fold(NotFound(s"book $id not found"))(Ok(_))
      } yield resp

    case DELETE -> Root / "books" / LongVar(id) =>
      books.delete(BookId(id)).flatMap {
        case true  => NoContent()
        case false => NotFound(s"book $id not found")
      }
  }
}

object BookRoutes {
  def apply(books: BookService): BookRoutes = new BookRoutes(books)
}
