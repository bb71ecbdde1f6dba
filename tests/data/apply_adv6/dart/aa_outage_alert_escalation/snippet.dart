  Future<void> handleAlert(OutageAlert alert) async {
    // ... existing code ...

    _open[alert.feederId] = alert;
    await _notifier.send(
      channel: 'control-room',
      message: 'Feeder ${alert.feederId} out: '
          '${alert.customersOut} customers affected',
    );
    final delay = alert.criticalLoad ? escalateAfter ~/ 4 : escalateAfter;
    _timers[alert.feederId] = Timer(delay, () => _escalate(alert.feederId));
  }
