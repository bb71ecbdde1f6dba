final class SnowReportRoutes(reports: SnowReportService, lifts: LiftStatusService) {
  // ... query param matchers unchanged ...

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    // ... health, today and history routes unchanged ...

    case GET -> Root / "snow" / "forecast" :? ResortParam(resort) =>
      reports.forecast(resort).flatMap {
        case Some(forecast) => Ok(forecast.asJson)
        case None           => NotFound(s"no forecast for $resort")
      }

    case GET -> Root / "snow" / "depths" :? ResortParam(resort) =>
      reports.depthsByRun(resort).flatMap(depths => Ok(depths.asJson))

    // ... avalanche and lift routes unchanged ...
  }
}
