// ... keep existing code
import '../models/count_task.dart';

/// Variances above this share of the expected quantity get a second blind
/// count before a supervisor ever sees them.
const double kRecountVarianceRatio = 0.05;

/// Coordinates blind cycle counts for a zone.
// ... keep existing code

  Future<void> submitCount(CountTask task, int countedQty) async {
    final variance = countedQty - task.expectedQty;
    task
      ..countedQty = countedQty
      ..state = CountState.counted;
    if (variance != 0 && _needsRecount(task, variance)) {
      task
        ..state = CountState.open
        ..recounts += 1;
      _events.add(CountEvent.recount(task.binCode, task.sku, variance));
    } else if (variance != 0) {
      task.state = CountState.varianceReview;
      _events.add(CountEvent.variance(task.binCode, task.sku, variance));
    }
    await _repo.saveTask(task);
  }

  bool _needsRecount(CountTask task, int variance) {
    if (task.recounts > 0) return false;
    final base = task.expectedQty == 0 ? 1 : task.expectedQty;
    return variance.abs() / base > kRecountVarianceRatio;
  }

// ... keep existing code
