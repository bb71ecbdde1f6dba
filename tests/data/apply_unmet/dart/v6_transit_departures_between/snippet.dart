// ... keep existing code

  /// The next departure on [routeCode] at or after [now].
  ScheduledDeparture? nextOnRoute(String routeCode, DateTime now) {
    return _departures.firstWhereOrNull(
        (d) => d.routeCode == routeCode && !d.departsAt.isBefore(now));
  }

  /// Departures in the half-open window [from, to), optionally only
  /// step-free ones for the accessibility board.
  List<ScheduledDeparture> departuresBetween(DateTime from, DateTime to,
      {bool accessibleOnly = false}) {
    return _departures
        .where((d) => !d.departsAt.isBefore(from) && d.departsAt.isBefore(to))
        .where((d) => !accessibleOnly || d.isAccessible)
        .toList();
  }

  // ... keep existing code

  @override
  String toString() => '$routeCode to $headsign at $departsAt';

  @override
  bool operator ==(Object other) =>
      other is ScheduledDeparture &&
      other.routeCode == routeCode &&
      other.departsAt == departsAt;

  @override
  int get hashCode => Object.hash(routeCode, departsAt);
}
