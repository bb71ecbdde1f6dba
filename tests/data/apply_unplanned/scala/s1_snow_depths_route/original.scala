package alpineridge.snow

import cats.effect.IO
import io.circe.syntax._
import org.http4s._
import org.http4s.circe.CirceEntityDecoder._
import org.http4s.circe.CirceEntityEncoder._
import org.http4s.dsl.io._

final class SnowReportRoutes(reports: SnowReportService, lifts: LiftStatusService) {

  private object ResortParam extends QueryParamDecoderMatcher[String]("resort")
  private object DaysParam extends OptionalQueryParamDecoderMatcher[Int]("days")

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / "health" =>
      Ok("ok")

    case GET -> Root / "snow" / "today" :? ResortParam(resort) =>
      reports.today(resort).flatMap {
        case Some(report) => Ok(report.asJson)
        case None         => NotFound(s"no report for $resort")
      }

    case GET -> Root / "snow" / "history" :? ResortParam(resort) +& DaysParam(days) =>
      reports.history(resort, days.getOrElse(7)).flatMap(list => Ok(list.asJson))

    case GET -> Root / "snow" / "forecast" :? ResortParam(resort) =>
      reports.forecast(resort).flatMap {
        case Some(forecast) => Ok(forecast.asJson)
        case None           => NotFound(s"no forecast for $resort")
      }

    case GET -> Root / "avalanche" :? ResortParam(resort) =>
      reports.avalancheBulletin(resort).flatMap {
        case Some(bulletin) => Ok(bulletin.asJson)
        case None           => NotFound(s"no bulletin for $resort")
      }

    case GET -> Root / "lifts" :? ResortParam(resort) =>
      lifts.all(resort).flatMap(list => Ok(list.asJson))

    case GET -> Root / "lifts" / liftId =>
      lifts.byId(liftId).flatMap {
        case Some(status) => Ok(status.asJson)
        case None         => NotFound(s"unknown lift $liftId")
      }

    case req @ POST -> Root / "lifts" / liftId / "status" =>
      for {
        update <- req.as[LiftStatusUpdate]
        result <- lifts.update(liftId, update)
        resp   <- result.fold(err => BadRequest(err), status => Ok(status.asJson))
      } yield resp
  }
}
