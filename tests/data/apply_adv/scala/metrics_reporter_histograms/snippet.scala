  def report(snapshot: Snapshot): Unit = {
    val ts = snapshot.takenAt
    // ... counters, gauges and timers as before ...
    snapshot.histograms.foreach { case (name, h) =>
      sink.count(s"$prefix.$name.count", h.count, ts)
      sink.gauge(s"$prefix.$name.min", h.min.toDouble, ts)
      sink.gauge(s"$prefix.$name.max", h.max.toDouble, ts)
      sink.gauge(s"$prefix.$name.p50", h.p50, ts)
      sink.gauge(s"$prefix.$name.p95", h.p95, ts)
    }
    sink.flush()
  }
