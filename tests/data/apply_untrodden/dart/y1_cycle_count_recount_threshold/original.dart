import 'dart:async';

import 'package:collection/collection.dart';

import '../data/count_repository.dart';
import '../models/count_task.dart';

/// Coordinates blind cycle counts for a zone.
///
/// Counters scan a bin and key in what they see; the expected on-hand is
/// never shown to them. Variances are flagged for a supervisor to review.
class CycleCountService {
  CycleCountService(this._repo, {this.zone = 'A'});

  final CountRepository _repo;
  final String zone;
  final _events = StreamController<CountEvent>.broadcast();

  Stream<CountEvent> get events => _events.stream;

  Future<List<CountTask>> openTasks() async {
    final tasks = await _repo.tasksForZone(zone);
    return tasks
        .where((t) => t.state == CountState.open)
        .sortedBy((t) => t.binCode)
        .toList();
  }

  Future<void> submitCount(CountTask task, int countedQty) async {
    final variance = countedQty - task.expectedQty;
    task
      ..countedQty = countedQty
      ..state = CountState.counted;
    if (variance != 0) {
      task.state = CountState.varianceReview;
      _events.add(CountEvent.variance(task.binCode, task.sku, variance));
    }
    await _repo.saveTask(task);
  }

  Future<void> approveVariance(CountTask task, String supervisorId) async {
    task
      ..state = CountState.adjusted
      ..approvedBy = supervisorId;
    await _repo.postAdjustment(task.sku, task.binCode, task.variance);
    await _repo.saveTask(task);
    _events.add(CountEvent.adjusted(task.binCode, task.sku));
  }

  Future<void> rejectVariance(CountTask task, String supervisorId) async {
    task
      ..state = CountState.open
      ..countedQty = null
      ..approvedBy = supervisorId;
    await _repo.saveTask(task);
  }

  Future<void> dispose() => _events.close();
}

class CountEvent {
  const CountEvent._(this.kind, this.binCode, this.sku, [this.variance = 0]);

  factory CountEvent.variance(String bin, String sku, int variance) =>
      CountEvent._('variance', bin, sku, variance);

  factory CountEvent.adjusted(String bin, String sku) =>
      CountEvent._('adjusted', bin, sku);

  factory CountEvent.recount(String bin, String sku, int variance) =>
      CountEvent._('recount', bin, sku, variance);

  final String kind;
  final String binCode;
  final String sku;
  final int variance;
}
