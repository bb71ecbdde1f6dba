package com.example.inventory

import java.time.Instant

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route
import de.heikoseeberger.akkahttpcirce.FailFastCirceSupport._
import io.circe.generic.auto._

import scala.concurrent.ExecutionContext

final case class NewItem(name: String, quantity: Int, createdAt: Option[java.time.Instant] = None)

class ItemRoutes(repo: ItemRepository)(implicit ec: ExecutionContext) {

  val routes: Route = pathPrefix("items") {
    concat(
      pathEndOrSingleSlash {
        get {
          parameters("limit".as[Int].withDefault(50)) { limit =>
            complete(repo.list(limit))
          }
        } ~
        post {
          entity(as[NewItem]) { item =>
            validate(item.name.trim.nonEmpty, "name must not be empty") {
              onSuccess(repo.create(item.copy(createdAt = Some(Instant.now())))) { created =>
                complete(StatusCodes.Created, created)
              }
            }
          }
        }
      },
      path(LongNumber) { id =>
        get {
          rejectEmptyResponse {
            complete(repo.find(id))
          }
        } ~
        put {
          entity(as[NewItem]) { item =>
            onSuccess(repo.update(id, item)) {
              case Some(updated) => complete(updated)
              case None          => complete(StatusCodes.NotFound)
            }
          }
        } ~
        delete {
          onSuccess(repo.delete(id)) {
            case true  => complete(StatusCodes.NoContent)
            case false => complete(StatusCodes.NotFound)
          }
        }
      }
    )
  }
}
