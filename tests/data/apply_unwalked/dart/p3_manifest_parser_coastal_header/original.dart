import 'dart:convert';

import 'delivery_line.dart';

/// Parses the manifests our suppliers email ahead of each drop.
///
/// Most suppliers send a CSV with a single header row; Miller's sends JSON.
class ManifestParser {
  const ManifestParser();

  List<DeliveryLine> parseGreenLeaf(String body) {
    final rows = const LineSplitter().convert(body).skip(1);
    return [
      for (final row in rows)
        if (row.trim().isNotEmpty)
          DeliveryLine(
            sku: row.split(',')[0].trim(),
            description: row.split(',')[1].trim(),
            quantity: double.parse(row.split(',')[2]),
            unit: row.split(',')[3].trim(),
          ),
    ];
  }

  List<DeliveryLine> parseCoastalSeafood(String body) {
    final rows = const LineSplitter().convert(body).skip(1);
    return [
      for (final row in rows)
        if (row.trim().isNotEmpty)
          DeliveryLine(
            sku: row.split(',')[0].trim(),
            description: row.split(',')[1].trim(),
            quantity: double.parse(row.split(',')[2]),
            unit: row.split(',')[3].trim(),
          ),
    ];
  }

  List<DeliveryLine> parseValleyDairy(String body) {
    final rows = const LineSplitter().convert(body).skip(1);
    return [
      for (final row in rows)
        if (row.trim().isNotEmpty)
          DeliveryLine(
            sku: row.split(',')[0].trim(),
            description: row.split(',')[1].trim(),
            quantity: double.parse(row.split(',')[2]),
            unit: row.split(',')[3].trim(),
          ),
    ];
  }

  List<DeliveryLine> parseMillersBakery(String body) {
    final decoded = jsonDecode(body) as Map<String, dynamic>;
    final items = decoded['items'] as List<dynamic>;
    return [
      for (final item in items.cast<Map<String, dynamic>>())
        DeliveryLine(
          sku: item['code'] as String,
          description: item['name'] as String,
          quantity: (item['qty'] as num).toDouble(),
          unit: item['uom'] as String,
        ),
    ];
  }

  List<DeliveryLine> parse(String supplierId, String body) {
    switch (supplierId) {
      case 'greenleaf':
        return parseGreenLeaf(body);
      case 'coastal':
        return parseCoastalSeafood(body);
      case 'valley':
        return parseValleyDairy(body);
      case 'millers':
        return parseMillersBakery(body);
      default:
        throw ArgumentError.value(supplierId, 'supplierId', 'no manifest parser');
    }
  }
}
