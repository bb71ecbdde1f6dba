  // ... health and catalog routes unchanged ...

  private def orderRoutes: Route =
    pathPrefix("orders") {
      concat(
        // ... POST /orders (place order) as before ...
        path(JavaUUID) { id =>
          get {
            rejectEmptyResponse {
              complete(orders.find(id))
            }
          }
        },
        path(JavaUUID / "cancel") { id =>
          post {
            onSuccess(orders.cancel(id)) {
              case true  => complete(StatusCodes.NoContent)
              case false => complete(StatusCodes.Conflict, Map("error" -> "order can no longer be cancelled"))
            }
          }
        }
      )
    }
}
