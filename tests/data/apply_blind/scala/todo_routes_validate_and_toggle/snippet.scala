// ...

    case req @ POST -> Root / "todos" =>
      req.as[NewTodo].flatMap { body =>
        if (body.title.trim.isEmpty) BadRequest("title must not be empty")
        else repo.create(body).flatMap(todo => Created(todo.asJson))
      }

    case PATCH -> Root / "todos" / LongVar(id) / "toggle" =>
      repo.toggle(id).flatMap {
        case Some(todo) => Ok(todo.asJson)
        case None       => NotFound()
      }

// ... (rest unchanged) ...
