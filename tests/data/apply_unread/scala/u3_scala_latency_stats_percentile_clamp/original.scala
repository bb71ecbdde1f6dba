package io.acme.monitoring.stats

import scala.collection.immutable.ArraySeq

final case class Summary(
    count: Int,
    mean: Double,
    p50: Double,
    p95: Double,
    p99: Double,
    max: Double
)

object LatencyStats {

  def mean(samples: Seq[Double]): Double =
    if (samples.isEmpty) 0.0
    else samples.sum / samples.size

  def variance(samples: Seq[Double]): Double = {
    if (samples.size < 2) return 0.0
    val m = mean(samples)
    samples.map(x => (x - m) * (x - m)).sum / (samples.size - 1)
  }

  def stdDev(samples: Seq[Double]): Double =
    math.sqrt(variance(samples))

  def percentile(samples: Seq[Double], p: Double): Double = {
    require(p >= 0.0 && p <= 100.0, s"percentile out of range: $p")
    if (samples.isEmpty) return 0.0
    val sorted = ArraySeq.from(samples).sorted
    val rank = math.ceil(p / 100.0 * sorted.size).toInt - 1
    sorted(rank)
  }

  def trimmedMean(samples: Seq[Double], fraction: Double): Double = {
    require(fraction >= 0.0 && fraction < 0.5, s"fraction out of range: $fraction")
    val sorted = samples.sorted
    val cut = (sorted.size * fraction).toInt
    mean(sorted.slice(cut, sorted.size - cut))
  }

  def summarize(samples: Seq[Double]): Summary =
    Summary(
      count = samples.size,
      mean = mean(samples),
      p50 = percentile(samples, 50),
      p95 = percentile(samples, 95),
      p99 = percentile(samples, 99),
      max = if (samples.isEmpty) 0.0 else samples.max
    )

  def format(summary: Summary): String =
    f"n=${summary.count}%d mean=${summary.mean}%.1fms p50=${summary.p50}%.1fms " +
      f"p95=${summary.p95}%.1fms p99=${summary.p99}%.1fms max=${summary.max}%.1fms"
}
