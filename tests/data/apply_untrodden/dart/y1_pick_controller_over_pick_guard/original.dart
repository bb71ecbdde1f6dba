import 'package:flutter/foundation.dart';

import '../models/bin_location.dart';
import '../services/pick_api.dart';

enum PickLineStatus { open, picked, short, skipped }

class PickLine {
  PickLine({
    required this.sku,
    required this.bin,
    required this.requestedQty,
    this.pickedQty = 0,
    this.status = PickLineStatus.open,
  });

  final String sku;
  final BinLocation bin;
  final int requestedQty;
  int pickedQty;
  PickLineStatus status;

  bool get isComplete => status != PickLineStatus.open;
}

class PickListController extends ChangeNotifier {
  PickListController(this._api, this.pickListId);

  final PickApi _api;
  final String pickListId;
  final List<PickLine> _lines = [];
  bool _loading = false;

  List<PickLine> get lines => List.unmodifiable(_lines);
  bool get loading => _loading;

  Future<void> load() async {
    _loading = true;
    notifyListeners();
    final fetched = await _api.fetchLines(pickListId);
    _lines
      ..clear()
      ..addAll(fetched);
    _loading = false;
    notifyListeners();
  }

  Future<void> confirmPick(PickLine line, int qty) async {
    line.pickedQty = qty;
    line.status =
        qty >= line.requestedQty ? PickLineStatus.picked : PickLineStatus.short;
    await _api.submitPick(pickListId, line.sku, line.bin.code, qty);
    notifyListeners();
  }

  Future<void> skip(PickLine line, String reason) async {
    line.status = PickLineStatus.skipped;
    await _api.submitSkip(pickListId, line.sku, reason);
    notifyListeners();
  }

  bool get allComplete => _lines.every((l) => l.isComplete);
}

class PickListSummary {
  const PickListSummary({
    required this.pickListId,
    required this.picked,
    required this.short,
    required this.skipped,
  });

  factory PickListSummary.fromLines(String id, List<PickLine> lines) {
    int count(PickLineStatus s) => lines.where((l) => l.status == s).length;
    return PickListSummary(
      pickListId: id,
      picked: count(PickLineStatus.picked),
      short: count(PickLineStatus.short),
      skipped: count(PickLineStatus.skipped),
    );
  }

  final String pickListId;
  final int picked;
  final int short;
  final int skipped;

  bool get isClean => short == 0 && skipped == 0;
}
