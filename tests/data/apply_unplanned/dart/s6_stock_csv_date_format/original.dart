import 'dart:convert';
import 'dart:io';

import '../models/pantry_item.dart';

enum StockLevel { empty, low, ok, surplus }

class StockReportLine {
  final String sku;
  final String name;
  final int quantity;
  final StockLevel level;
  final DateTime? bestBefore;

  const StockReportLine({
    required this.sku,
    required this.name,
    required this.quantity,
    required this.level,
    this.bestBefore,
  });

  Map<String, Object?> toJson() => {
        'sku': sku,
        'name': name,
        'quantity': quantity,
        'level': level.name,
        'bestBefore': bestBefore?.toIso8601String(),
      };
}

class StockReport {
  final String pantryName;
  final List<StockReportLine> lines;

  StockReport(this.pantryName, this.lines);

  factory StockReport.fromItems(String pantryName, List<PantryItem> items) {
    final lines = items
        .map((item) => StockReportLine(
              sku: item.sku,
              name: item.name,
              quantity: item.quantity,
              level: classify(item.quantity, item.parLevel),
              bestBefore: item.bestBefore,
            ))
        .toList();
    return StockReport(pantryName, lines);
  }

  static StockLevel classify(int quantity, int parLevel) {
    if (quantity == 0) return StockLevel.empty;
    if (quantity < parLevel ~/ 2) return StockLevel.low;
    if (quantity > parLevel * 2) return StockLevel.surplus;
    return StockLevel.ok;
  }

  List<StockReportLine> get lowLines =>
      lines.where((l) => l.level == StockLevel.low).toList();

  List<StockReportLine> get emptyLines =>
      lines.where((l) => l.level == StockLevel.empty).toList();

  String toCsv() {
    final buffer = StringBuffer('sku,name,quantity,level,best_before\n');
    for (final line in lines) {
      final date = line.bestBefore?.toIso8601String() ?? '';
      buffer.writeln(
          '${line.sku},${line.name},${line.quantity},${line.level.name},$date');
    }
    return buffer.toString();
  }

  Future<void> writeJson(File file) async {
    final payload = {
      'pantry': pantryName,
      'lines': lines.map((l) => l.toJson()).toList(),
    };
    await file.writeAsString(jsonEncode(payload));
  }
}
