  // ... existing code ...

  def isOverbooked(day: ShootDay): Boolean =
    day.pageCount > pageBudget(day)

  def turnaroundOk(previousWrap: LocalDateTime, nextCall: LocalDateTime): Boolean = {
    val rest = Duration.between(previousWrap, nextCall)
    rest.compareTo(MinTurnaround) >= 0
  }

  // ... existing code ...
