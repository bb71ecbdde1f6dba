// ...

      case POST -> Root / "projects" / UUIDVar(id) / "members" / UUIDVar(userId) =>
        members.add(ProjectId(id), userId) *> NoContent()

      case DELETE -> Root / "projects" / UUIDVar(id) / "members" / UUIDVar(userId) =>
        members.remove(ProjectId(id), userId).flatMap {
          case true  => NoContent()
          case false => NotFound()
        }
    }
// ... rest of the code ...
