  def forRoute(routeId: String): Vector[MeterRead] = {
    // ... existing code ...
    // walk order for the handheld: by route sequence, not by time read
    latestPerMeter.sortBy(r => (r.sequence, r.meterId))
  }
