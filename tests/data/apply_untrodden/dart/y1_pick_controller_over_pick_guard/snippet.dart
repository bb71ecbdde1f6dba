class PickListController extends ChangeNotifier {
  // ... existing code ...

  Future<void> confirmPick(PickLine line, int qty) async {
    if (qty < 0 || qty > line.requestedQty) {
      throw RangeError.range(qty, 0, line.requestedQty, 'qty');
    }
    line.pickedQty = qty;
    // ... existing code ...
  }

  // ... existing code ...

  bool get allComplete => _lines.every((l) => l.isComplete);

  List<PickLine> get shortLines =>
      _lines.where((l) => l.status == PickLineStatus.short).toList();
}
