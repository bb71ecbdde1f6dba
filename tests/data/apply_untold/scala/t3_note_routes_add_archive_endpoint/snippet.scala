// ... package and imports unchanged ...

final class NoteRoutes(service: NoteService) {

  // ... query param matchers as before ...

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    // ... list, get, create and update routes unchanged ...

    case DELETE -> Root / "notes" / UUIDVar(id) =>
      service.delete(NoteId(id)).flatMap { deleted =>
        if (deleted) NoContent() else NotFound(Map("error" -> s"note $id not found").asJson)
      }

    case POST -> Root / "notes" / UUIDVar(id) / "archive" =>
      service.archive(NoteId(id)).flatMap {
        case Some(note) => Ok(note)
        case None       => NotFound(Map("error" -> s"note $id not found").asJson)
      }
  }
}
