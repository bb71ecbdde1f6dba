        path(Segment / "balance") { id =>
          // ... existing code ...
        },
        path(Segment / "statement") { id =>
          get {
            parameters("from", "to") { (from, to) =>
              onComplete(service.statement(AccountId(id), from, to)) {
                case Success(statement) => complete(statement)
                case Failure(ex)        => complete(StatusCodes.BadRequest -> ex.getMessage)
              }
            }
          }
        },
        path(Segment / "entries") { id =>
          // ... existing code ...
