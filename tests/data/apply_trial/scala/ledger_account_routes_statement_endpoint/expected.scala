package com.fintrack.ledger.http

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route
import com.fintrack.ledger.domain.{AccountId, Entry, LedgerService}
import com.fintrack.ledger.http.JsonSupport._

import scala.concurrent.ExecutionContext
import scala.util.{Failure, Success}

class LedgerRoutes(service: LedgerService)(implicit ec: ExecutionContext) {

  val routes: Route =
    pathPrefix("accounts") {
      concat(
        pathEndOrSingleSlash {
          get {
            complete(service.listAccounts())
          }
        },
        path(Segment) { id =>
          get {
            rejectEmptyResponse {
              complete(service.findAccount(AccountId(id)))
            }
          }
        },
        path(Segment / "balance") { id =>
          get {
            onComplete(service.balance(AccountId(id))) {
              case Success(balance) => complete(balance)
              case Failure(ex)      => complete(StatusCodes.InternalServerError -> ex.getMessage)
            }
          }
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
          concat(
            get {
              parameters("limit".as[Int].withDefault(50)) { limit =>
                complete(service.entries(AccountId(id), limit))
              }
            },
            post {
              entity(as[Entry]) { entry =>
                onComplete(service.post(AccountId(id), entry)) {
                  case Success(saved) => complete(StatusCodes.Created -> saved)
                  case Failure(ex)    => complete(StatusCodes.BadRequest -> ex.getMessage)
                }
              }
            }
          )
        },
        path(Segment / "close") { id =>
          post {
            onComplete(service.close(AccountId(id))) {
              case Success(_)  => complete(StatusCodes.NoContent)
              case Failure(ex) => complete(StatusCodes.Conflict -> ex.getMessage)
            }
          }
        }
      )
    }
}
