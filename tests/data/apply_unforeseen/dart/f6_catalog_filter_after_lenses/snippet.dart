// ... existing code ...

  List<EquipmentItem> lenses({String? mount}) {
    // ... existing code ...
        .sortedBy((item) => item.model)
        .toList();
  }

  List<EquipmentItem> matteBoxesFor({required double frontDiameterMm}) {
    return _items
        .where((item) => item.category == EquipmentCategory.matteBox)
        .where((item) => !item.retired)
        .where((item) => (item.maxFrontDiameterMm ?? 0) >= frontDiameterMm)
        .sortedBy((item) => item.model)
        .toList();
  }

// ... existing code ...
