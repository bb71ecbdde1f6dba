// ... imports, Priority and OutageEvent as before ...

class OutagePrioritizer(largeOutageThreshold: Int, longOutage: Duration) {

  // ... isLarge / isLong / isWeatherRelated unchanged ...

  private def hitsCriticalSite(event: OutageEvent): Boolean =
    event.criticalSites.exists(site => site.startsWith("hospital:") || site.startsWith("water:"))

  // --- classification ---

  def classify(event: OutageEvent, now: Instant): Priority =
    if (hitsCriticalSite(event)) Priority.P1
    else if (isLarge(event) && isLong(event, now)) Priority.P1
    else if (isLarge(event) || isLong(event, now)) Priority.P2
    else Priority.P3

  // ... classifyAll and the reporting section stay as they are ...
}
