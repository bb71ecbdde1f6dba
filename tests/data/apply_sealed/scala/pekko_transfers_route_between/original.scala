package com.example.inventory.http

import org.apache.pekko.http.scaladsl.model.StatusCodes
import org.apache.pekko.http.scaladsl.server.Directives._
import org.apache.pekko.http.scaladsl.server.Route
import com.github.pjfanning.pekkohttpcirce.FailFastCirceSupport._
import io.circe.generic.auto._

import com.example.inventory.domain._
import com.example.inventory.service.InventoryService

import scala.concurrent.ExecutionContext
import scala.util.{Failure, Success}

final class InventoryRoutes(service: InventoryService)(implicit ec: ExecutionContext) {

  val routes: Route =
    pathPrefix("api" / "v1" / "warehouses" / Segment) { warehouseId =>
      concat(
        path("stock") {
          get {
            parameters("sku".optional, "lowOnly".as[Boolean].withDefault(false)) { (sku, lowOnly) =>
              onSuccess(service.stock(warehouseId, sku, lowOnly)) { levels =>
                complete(levels)
              }
            }
          }
        },
        path("stock" / Segment) { sku =>
          concat(
            get {
              rejectEmptyResponse {
                complete(service.stockFor(warehouseId, sku))
              }
            },
            put {
              entity(as[StockUpdate]) { update =>
                onComplete(service.setStock(warehouseId, sku, update.quantity)) {
                  case Success(level) => complete(level)
                  case Failure(e: InvalidQuantity) => complete(StatusCodes.BadRequest, ErrorBody(e.getMessage))
                  case Failure(e) => failWith(e)
                }
              }
            }
          )
        },
        path("reservations") {
          post {
            entity(as[ReservationRequest]) { request =>
              onComplete(service.reserve(warehouseId, request)) {
                case Success(reservation) => complete(StatusCodes.Created, reservation)
                case Failure(e: InsufficientStock) => complete(StatusCodes.Conflict, ErrorBody(e.getMessage))
                case Failure(e) => failWith(e)
              }
            }
          }
        },
        path("reservations" / JavaUUID) { reservationId =>
          delete {
            onSuccess(service.release(warehouseId, reservationId)) {
              case true  => complete(StatusCodes.NoContent)
              case false => complete(StatusCodes.NotFound, ErrorBody(s"reservation $reservationId not found"))
            }
          }
        }
      )
    }
}
