// ... existing code ...

  private def dedupe(events: Seq[Event]): Seq[Event] =
    events.groupBy(_.id).values.map(_.maxBy(_.receivedAt)).toSeq

  private def enrich(event: Event): Event =
    event.userId match {
// ... existing code ...
