// ... package, imports and the Sailing case class unchanged ...

object SailingSchedule {
  // ... PortZone, the parsing helpers and the sailingsOn / nextSailing queries as before ...

  def arrivalTime(s: Sailing, delay: Duration = Duration.ZERO): ZonedDateTime =
    s.departs.plus(s.crossing).plus(delay)

  def checkInCloses(s: Sailing, vehicle: Boolean): ZonedDateTime =
    if (vehicle) s.departs.minusMinutes(40) else s.departs.minusMinutes(10)

  // ... isBoarding unchanged ...
}
