import 'package:collection/collection.dart';

import 'stop.dart';
import 'trip.dart';

/// Departures from a single stop for one service day, sorted by time.
class StopTimetable {
  StopTimetable(this.stop, List<ScheduledDeparture> departures)
      : _departures = List.unmodifiable(
            departures.sorted((a, b) => a.departsAt.compareTo(b.departsAt)));

  final Stop stop;
  final List<ScheduledDeparture> _departures;

  List<ScheduledDeparture> get departures => _departures;

  bool get isEmpty => _departures.isEmpty;

  /// The first departure at or after [now], or null when service has ended.
  ScheduledDeparture? nextDeparture(DateTime now) {
    return _departures.firstWhereOrNull((d) => !d.departsAt.isBefore(now));
  }

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

  /// Distinct route codes serving this stop, in first-departure order.
  List<String> get routeCodes {
    final seen = <String>{};
    return [
      for (final d in _departures)
        if (seen.add(d.routeCode)) d.routeCode,
    ];
  }
}

class ScheduledDeparture {
  const ScheduledDeparture({
    required this.routeCode,
    required this.headsign,
    required this.departsAt,
    this.platform,
    this.isAccessible = true,
  });

  final String routeCode;
  final String headsign;
  final DateTime departsAt;
  final String? platform;
  final bool isAccessible;

  factory ScheduledDeparture.fromTrip(Trip trip, Stop stop) {
    final stopTime = trip.stopTimes.firstWhere((s) => s.stopId == stop.id);
    return ScheduledDeparture(
      routeCode: trip.routeCode,
      headsign: trip.headsign,
      departsAt: stopTime.departure,
      platform: stopTime.platform,
      isAccessible: trip.wheelchairAccessible,
    );
  }

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
