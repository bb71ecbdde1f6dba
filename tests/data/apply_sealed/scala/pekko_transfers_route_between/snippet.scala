        // ... stock routes unchanged ...
        path("stock" / Segment) { sku =>
          // ... get and put unchanged ...
        },
        path("transfers") {
          post {
            entity(as[TransferRequest]) { request =>
              onComplete(service.transfer(warehouseId, request)) {
                case Success(transfer) => complete(StatusCodes.Accepted, transfer)
                case Failure(e: InsufficientStock) => complete(StatusCodes.Conflict, ErrorBody(e.getMessage))
                case Failure(e: UnknownWarehouse) => complete(StatusCodes.UnprocessableEntity, ErrorBody(e.getMessage))
                case Failure(e) => failWith(e)
              }
            }
          }
        },
        path("reservations") {
          // ... unchanged ...
