import 'dart:collection';

import 'package:flutter/foundation.dart';

import '../models/dispense_request.dart';

/// Pending first-dose and STAT requests waiting for a pharmacist to release
/// them to the cabinet on the patient's unit.
class DispenseQueue extends ChangeNotifier {
  DispenseQueue({this.maxPending = 200});

  final int maxPending;
  final List<DispenseRequest> _pending = [];
  final Set<String> _seenOrderIds = {};

  UnmodifiableListView<DispenseRequest> get pending =>
      UnmodifiableListView(_pending);

  int get statCount => _pending.where((r) => r.isStat).length;

  void enqueue(DispenseRequest request) {
    if (_seenOrderIds.contains(request.orderId)) {
      return;
    }
    if (_pending.length >= maxPending) {
      throw StateError('dispense queue full ($maxPending)');
    }
    _seenOrderIds.add(request.orderId);
    _pending.add(request);
    _pending.sort(_byPriority);
    notifyListeners();
  }

  DispenseRequest? release(String orderId) {
    final index = _pending.indexWhere((r) => r.orderId == orderId);
    if (index < 0) {
      return null;
    }
    final request = _pending.removeAt(index);
    notifyListeners();
    return request;
  }

  void dropForUnit(String unitCode) {
    _pending.removeWhere((r) => r.unitCode == unitCode);
    notifyListeners();
  }

  static int _byPriority(DispenseRequest a, DispenseRequest b) {
    if (a.isStat != b.isStat) {
      return a.isStat ? -1 : 1;
    }
    return a.orderedAt.compareTo(b.orderedAt);
  }
}
