  // ... existing code ...

  Future<List<MaintenanceAlert>> fetchOpenAlerts(String depotId) async {
    // ... existing code ...
    final alerts = body
        .map((e) => MaintenanceAlert.fromJson(e as Map<String, dynamic>))
        .toList();
    // Most severe first so the depot board shows red alerts at the top.
    return alerts..sort((a, b) => b.severity.index.compareTo(a.severity.index));
  }

  // ... existing code ...
