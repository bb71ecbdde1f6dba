import 'dart:convert';
import 'dart:io';

import 'package:intl/intl.dart';

import '../models/pantry_item.dart';

// ... existing code ...

  String toCsv() {
    final dateFormat = DateFormat('yyyy-MM-dd');
    final buffer = StringBuffer('sku,name,quantity,level,best_before\n');
    for (final line in lines) {
      final bestBefore = line.bestBefore;
      final date = bestBefore == null ? '' : dateFormat.format(bestBefore);
      buffer.writeln(
          '${line.sku},${line.name},${line.quantity},${line.level.name},$date');
    }
    return buffer.toString();
  }

// ... existing code ...
