// ... existing code ...

  /// Next allowed start for [zone]; rolls over to tomorrow's first window
  /// once today's windows have all passed.
  DateTime? nextStart(IrrigationZone zone, DateTime now) {
    if (zone.allowedWindows.isEmpty) {
      return null;
    }
    final windows = zone.allowedWindows
        .map((w) => DateTime(now.year, now.month, now.day, w.startHour, w.startMinute))
        .sorted((a, b) => a.compareTo(b));
    return windows.firstWhereOrNull((start) => start.isAfter(now)) ??
        windows.first.add(const Duration(days: 1));
  }

// ... existing code ...
