package com.acme.shop.http

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route
import com.acme.shop.catalog.CatalogService
import com.acme.shop.orders.{OrderRequest, OrderService}
import de.heikoseeberger.akkahttpcirce.FailFastCirceSupport._
import io.circe.generic.auto._

import scala.concurrent.ExecutionContext

final class ShopRoutes(catalog: CatalogService, orders: OrderService)(implicit ec: ExecutionContext) {

  val routes: Route =
    pathPrefix("api" / "v1") {
      concat(
        healthRoute,
        catalogRoutes,
        orderRoutes
      )
    }

  private def healthRoute: Route =
    path("health") {
      get {
        complete(Map("status" -> "ok"))
      }
    }

  private def catalogRoutes: Route =
    pathPrefix("products") {
      concat(
        pathEndOrSingleSlash {
          get {
            parameters("category".optional, "limit".as[Int].withDefault(20)) { (category, limit) =>
              complete(catalog.list(category, limit))
            }
          }
        },
        path(Segment) { sku =>
          get {
            rejectEmptyResponse {
              complete(catalog.find(sku))
            }
          }
        }
      )
    }

  private def orderRoutes: Route =
    pathPrefix("orders") {
      concat(
        pathEndOrSingleSlash {
          post {
            entity(as[OrderRequest]) { request =>
              onSuccess(orders.place(request)) {
                case Right(order) => complete(StatusCodes.Created, order)
                case Left(error)  => complete(StatusCodes.UnprocessableEntity, Map("error" -> error.message))
              }
            }
          }
        },
        path(JavaUUID) { id =>
          get {
            rejectEmptyResponse {
              complete(orders.find(id))
            }
          }
        }
      )
    }
}
