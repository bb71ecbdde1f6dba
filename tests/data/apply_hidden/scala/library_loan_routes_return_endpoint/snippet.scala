class LoanRoutes(service: LoanService)(implicit ec: ExecutionContext) {

  val routes: Route = pathPrefix("loans") {
    concat(
      // ... list / create / lookup routes unchanged ...
      path(LongNumber / "renew") { id =>
        post {
          onComplete(service.renew(id)) {
            case Success(Some(loan)) => complete(loan)
            case Success(None)       => complete(StatusCodes.NotFound)
            case Failure(err)        => failWith(err)
          }
        }
      },
      path(LongNumber / "return") { id =>
        post {
          onComplete(service.markReturned(id)) {
            case Success(true)  => complete(StatusCodes.NoContent)
            case Success(false) => complete(StatusCodes.NotFound)
            case Failure(err)   => failWith(err)
          }
        }
      }
    )
  }

  // ... private directive helpers as before ...
}
