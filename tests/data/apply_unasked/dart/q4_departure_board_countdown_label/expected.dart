import 'package:intl/intl.dart';

enum DepartureStatus { scheduled, realtime, cancelled }

class Departure {
  final String routeShortName;
  final String headsign;
  final DateTime scheduled;
  final DateTime? predicted;
  final DepartureStatus status;

  const Departure({
    required this.routeShortName,
    required this.headsign,
    required this.scheduled,
    this.predicted,
    this.status = DepartureStatus.scheduled,
  });

  DateTime get expected => predicted ?? scheduled;

  Duration get delay =>
      predicted == null ? Duration.zero : predicted!.difference(scheduled);
}

class DepartureBoard {
  DepartureBoard(this.stopName, {DateTime Function()? clock})
      : _clock = clock ?? DateTime.now;

  final String stopName;
  final DateTime Function() _clock;
  final List<Departure> _departures = [];

  static final DateFormat _clockFormat = DateFormat.Hm();

  void update(List<Departure> departures) {
    _departures
      ..clear()
      ..addAll(departures);
    _departures.sort((a, b) => a.expected.compareTo(b.expected));
  }

  List<Departure> upcoming({int limit = 8}) {
    final now = _clock();
    return _departures
        .where((d) => d.status != DepartureStatus.cancelled)
        .where((d) => !d.expected.isBefore(now))
        .take(limit)
        .toList();
  }

  String countdownLabel(Departure departure) {
    if (departure.status == DepartureStatus.cancelled) {
      return 'Cancelled';
    }
    final minutes = departure.expected.difference(_clock()).inMinutes;
    if (minutes <= 0) {
      return 'Due';
    }
    if (departure.status == DepartureStatus.scheduled && minutes >= 15) {
      // No realtime prediction yet: show the timetabled clock time, not a countdown.
      return _clockFormat.format(departure.scheduled);
    }
    if (minutes < 60) {
      return '$minutes min';
    }
    return _clockFormat.format(departure.expected);
  }

  String delayLabel(Departure departure) {
    final minutes = departure.delay.inMinutes;
    if (minutes == 0) {
      return 'On time';
    }
    return minutes > 0 ? '$minutes min late' : '${-minutes} min early';
  }
}
