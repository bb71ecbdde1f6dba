import 'dart:async';

import 'package:grid_monitor/models/outage_alert.dart';
import 'package:grid_monitor/services/notifier.dart';

class OutageAlertService {
  OutageAlertService(this._notifier, {Duration? escalateAfter})
      : escalateAfter = escalateAfter ?? const Duration(minutes: 20);

  final Notifier _notifier;
  final Duration escalateAfter;
  final Map<String, OutageAlert> _open = {};
  final Map<String, Timer> _timers = {};

  Future<void> handleAlert(OutageAlert alert) async {
    if (alert.restored) {
      _open.remove(alert.feederId);
      _timers.remove(alert.feederId)?.cancel();
      await _notifier.send(
        channel: 'control-room',
        message: 'Feeder ${alert.feederId} restored',
      );
      return;
    }

    final existing = _open[alert.feederId];
    if (existing != null) {
      _open[alert.feederId] = existing.merge(alert);
      return;
    }

    _open[alert.feederId] = alert;
    await _notifier.send(
      channel: 'control-room',
      message: 'Feeder ${alert.feederId} out: '
          '${alert.customersOut} customers affected',
    );
    _timers[alert.feederId] = Timer(escalateAfter, () => _escalate(alert.feederId));
  }

  Future<void> _escalate(String feederId) async {
    final alert = _open[feederId];
    if (alert == null) return;
    await _notifier.send(
      channel: 'duty-manager',
      message: 'Feeder $feederId still out after ${escalateAfter.inMinutes} min',
    );
  }

  void dispose() {
    for (final timer in _timers.values) {
      timer.cancel();
    }
    _timers.clear();
    _open.clear();
  }
}
