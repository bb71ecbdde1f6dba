import 'dart:convert';

import '../models/inspection.dart';

/// Imports inspection records exported from the co-op's field app.
class InspectionImporter {
  InspectionImporter({this.strict = false});

  final bool strict;

  List<Inspection> importCsv(String csv) {
    final lines = const LineSplitter().convert(csv);
    if (lines.isEmpty) return const [];

    final results = <Inspection>[];
    for (final line in lines.skip(1)) {
      if (line.trim().isEmpty) continue;
      final inspection = _parseRow(line.split(','));
      if (inspection != null) {
        results.add(inspection);
      } else if (strict) {
        throw FormatException('Bad inspection row', line);
      }
    }
    return results;
  }

  List<Inspection> importJson(String source) {
    final data = jsonDecode(source) as List<dynamic>;
    return data
        .cast<Map<String, dynamic>>()
        .map(Inspection.fromJson)
        .toList();
  }

  Inspection? _parseRow(List<String> cells) {
    if (cells.length < 8) return null;
    return Inspection(
      hiveTag: cells[0],
      inspectedOn: DateTime.parse(cells[1]),
      inspector: cells[2],
      queenSeen: cells[3] == 'Y',
      eggsSeen: cells[4] == 'Y',
      broodFrames: int.tryParse(cells[5]) ?? 0,
      temper: cells[6],
      notes: cells[7],
    );
  }
}
