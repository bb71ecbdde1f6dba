package org.shelfware.api

import akka.http.scaladsl.marshallers.sprayjson.SprayJsonSupport._
import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route
import org.shelfware.domain.{LoanRequest, LoanService}
import org.shelfware.json.LoanJsonProtocol._

import scala.concurrent.ExecutionContext
import scala.util.{Failure, Success}

class LoanRoutes(service: LoanService)(implicit ec: ExecutionContext) {

  val routes: Route = pathPrefix("loans") {
    concat(
      pathEndOrSingleSlash {
        concat(
          get {
            parameters("memberId".optional, "overdue".as[Boolean].withDefault(false)) { (memberId, overdue) =>
              complete(service.list(memberId, overdue))
            }
          },
          post {
            entity(as[LoanRequest]) { request =>
              onComplete(service.create(request)) {
                case Success(loan) => complete(StatusCodes.Created, loan)
                case Failure(err)  => failWith(err)
              }
            }
          }
        )
      },
      path(LongNumber) { id =>
        get {
          rejectEmptyResponse {
            complete(service.find(id))
          }
        }
      },
      path(LongNumber / "renew") { id =>
        post {
          onComplete(service.renew(id)) {
            case Success(Some(loan)) => complete(loan)
            case Success(None)       => complete(StatusCodes.NotFound)
            case Failure(err)        => failWith(err)
          }
        }
      }
    )
  }

  private def withMember(memberId: String)(inner: Route): Route =
    headerValueByName("X-Member-Id") { header =>
      if (header == memberId) inner
      else complete(StatusCodes.Forbidden)
    }

  private def paged(inner: (Int, Int) => Route): Route =
    parameters("page".as[Int].withDefault(1), "size".as[Int].withDefault(20)) { (page, size) =>
      inner(page, math.min(size, 100))
    }
}
