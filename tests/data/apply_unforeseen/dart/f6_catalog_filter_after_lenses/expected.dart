import 'package:collection/collection.dart';

import '../models/equipment_item.dart';
import '../models/rental_window.dart';

/// Read-only queries over the rental house catalogue used by the
/// production office app when building kit lists for a shoot.
class EquipmentCatalog {
  EquipmentCatalog(this._items);

  final List<EquipmentItem> _items;

  int get size => _items.length;

  EquipmentItem? byAssetTag(String tag) =>
      _items.firstWhereOrNull((item) => item.assetTag == tag);

  List<EquipmentItem> cameraBodies() {
    return _items
        .where((item) => item.category == EquipmentCategory.camera)
        .where((item) => !item.retired)
        .sortedBy((item) => item.model)
        .toList();
  }

  List<EquipmentItem> lenses({String? mount}) {
    return _items
        .where((item) => item.category == EquipmentCategory.lens)
        .where((item) => !item.retired)
        .where((item) => mount == null || item.mount == mount)
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

  List<EquipmentItem> lighting({int? maxWatts}) {
    return _items
        .where((item) => item.category == EquipmentCategory.lighting)
        .where((item) => !item.retired)
        .where((item) => maxWatts == null || (item.watts ?? 0) <= maxWatts)
        .sortedBy((item) => item.model)
        .toList();
  }

  List<EquipmentItem> availableDuring(RentalWindow window) {
    return _items
        .where((item) => !item.retired)
        .where((item) => item.bookings.every((b) => !b.overlaps(window)))
        .toList();
  }

  double dailyRateFor(Iterable<String> assetTags) {
    return assetTags
        .map(byAssetTag)
        .whereNotNull()
        .map((item) => item.dailyRate)
        .sum;
  }
}
