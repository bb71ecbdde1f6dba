// ... existing code ...

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

// ... existing code ...
