    // ... existing routes ...

        resp    <- updated.fold(NotFound())(u => Ok(u.asJson))
      } yield resp

    case DELETE -> Root / "users" / UUIDVar(id) =>
      users.delete(id).flatMap {
        case true  => NoContent()
        case false => NotFound()
      }

    case GET -> Root / "users" / UUIDVar(id) / "orders" =>
    // ... existing routes ...
