// ... keep existing code

final case class TenMinuteStats(
    turbineId: String,
    windowStart: Long,
    count: Int,
    meanWindSpeed: Double,
    stdWindSpeed: Double,
    meanPowerKw: Double,
    maxPowerKw: Double
)

object TenMinuteAggregator {
  // ... keep existing code

      .map { case ((turbineId, start), group) =>
        val speeds = group.map(_.windSpeed)
        val mean = speeds.sum / group.size
        TenMinuteStats(
          turbineId = turbineId,
          windowStart = start,
          count = group.size,
          meanWindSpeed = mean,
          stdWindSpeed = math.sqrt(speeds.map(v => (v - mean) * (v - mean)).sum / group.size),
          meanPowerKw = group.map(_.powerKw).sum / group.size,
          maxPowerKw = group.map(_.powerKw).max
        )
      }
      // ... keep existing code
}
