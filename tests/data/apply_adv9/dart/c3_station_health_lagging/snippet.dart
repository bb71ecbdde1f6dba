  // ... existing code ...

  StationHealth classify(Station station, DateTime now) {
    final lastSeen = station.lastReadingAt;
    if (lastSeen == null) {
      return StationHealth.unknown;
    }
    final silentFor = now.difference(lastSeen);
    if (silentFor > staleAfter) {
      return StationHealth.offline;
    }
    if (station.batteryVolts < 11.8 || station.faultySensors.isNotEmpty) {
      return StationHealth.degraded;
    }
    if (silentFor > staleAfter ~/ 2) {
      return StationHealth.lagging;
    }
    return StationHealth.ok;
  }

  // ... existing code ...
