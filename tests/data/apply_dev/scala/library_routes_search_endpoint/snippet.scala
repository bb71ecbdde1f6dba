// ... imports unchanged ...

object LimitParam extends OptionalQueryParamDecoderMatcher[Int]("limit")
object OffsetParam extends OptionalQueryParamDecoderMatcher[Int]("offset")
object SearchQueryParam extends QueryParamDecoderMatcher[String]("q")

final class BookRoutes(books: BookService) {

  // ... MaxLimit unchanged ...

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    // ... list route unchanged ...

    case GET -> Root / "books" / "search" :? SearchQueryParam(q) +& LimitParam(limit) =>
      if (q.trim.length < 2) BadRequest("query must be at least 2 characters")
      else books.search(q.trim, limit.getOrElse(20).min(MaxLimit)).flatMap(Ok(_))

    case GET -> Root / "books" / LongVar(id) =>
      // ... other routes unchanged ...
  }
}

// ... companion object unchanged ...
