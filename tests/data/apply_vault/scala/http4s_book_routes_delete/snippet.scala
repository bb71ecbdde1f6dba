// ... keep existing code

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {

    // ... keep existing code

    case req @ PUT -> Root / "books" / LongVar(id) =>
      // ... keep existing code

    case DELETE -> Root / "books" / LongVar(id) =>
      books
        .delete(BookId(id))
        .flatMap(deleted => if (deleted) NoContent() else NotFound(s"book $id not found"))
        .onError { case e => logFailure(BookId(id))(e) }
  }

// ... keep existing code
