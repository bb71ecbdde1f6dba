  def percentile(samples: Seq[Double], p: Double): Double = {
    require(p >= 0.0 && p <= 100.0, s"percentile out of range: $p")
    if (samples.isEmpty) return 0.0
    val sorted = ArraySeq.from(samples).sorted
    val rank = math.ceil(p / 100.0 * sorted.size).toInt - 1
    sorted(rank.max(0).min(sorted.size - 1))
  }

  // ... rest of LatencyStats unchanged ...
