import 'dart:async';

import 'package:collection/collection.dart';
import 'package:logging/logging.dart';

import '../data/stock_repository.dart';
import '../models/stock_item.dart';

final _log = Logger('StockAlertService');

class StockAlertService {
  StockAlertService(this._repository, {this.reorderBufferDays = 5});

  final StockRepository _repository;
  final int reorderBufferDays;

  Future<List<StockItem>> belowReorderLevel() async {
    final items = await _repository.allActive();
    final result = items.where((i) => i.onHand < i.reorderLevel).toList();
    _log.fine('${result.length} item(s) below reorder level');
    return result;
  }

  Future<List<StockItem>> expiringWithin(Duration window) async {
    final cutoff = DateTime.now().add(window);
    final items = await _repository.allActive();
    final result = items
        .where((i) => i.nearestExpiry != null && i.nearestExpiry!.isBefore(cutoff))
        .sortedBy((i) => i.nearestExpiry!);
    _log.fine('${result.length} item(s) expiring before $cutoff');
    return result;
  }

  Future<int> daysOfCover(String sku) async {
    final item = await _repository.bySku(sku);
    if (item == null || item.averageDailyUsage <= 0) {
      return 0;
    }
    return (item.onHand / item.averageDailyUsage).floor();
  }

  Future<List<StockItem>> needsReorder() async {
    final items = await _repository.allActive();
    final result = <StockItem>[];
    for (final item in items) {
      final cover = await daysOfCover(item.sku);
      if (cover <= item.leadTimeDays + reorderBufferDays) {
        result.add(item);
      }
    }
    return result;
  }
}
