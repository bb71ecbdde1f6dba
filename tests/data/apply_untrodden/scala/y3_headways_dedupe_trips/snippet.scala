// ... existing code ...

  def headways(arrivals: Seq[StopArrival]): Seq[Long] = {
    // AVL sometimes reports the same trip arriving twice at a stop; keep the first report.
    val firstPerTrip = arrivals
      .groupBy(_.tripId)
      .values
      .map(_.minBy(_.arrivedAt))
      .toSeq
    val sorted = firstPerTrip.sortBy(_.arrivedAt)
    sorted
      .sliding(2)
      .collect { case Seq(a, b) => Duration.between(a.arrivedAt, b.arrivedAt).getSeconds }
      .toSeq
  }

// ... existing code ...
