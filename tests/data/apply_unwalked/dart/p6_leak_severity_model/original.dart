import 'package:flutter/material.dart';

/// Severity a customer or field tech assigns to a reported leak.
enum LeakSeverity {
  seepage,
  serviceLine,
  mainBreak,
}

extension LeakSeverityDisplay on LeakSeverity {
  String get label {
    switch (this) {
      case LeakSeverity.seepage:
        return 'Seepage / damp ground';
      case LeakSeverity.serviceLine:
        return 'Service line leak';
      case LeakSeverity.mainBreak:
        return 'Main break';
    }
  }

  Color get color {
    switch (this) {
      case LeakSeverity.seepage:
        return Colors.blueGrey;
      case LeakSeverity.serviceLine:
        return Colors.orange;
      case LeakSeverity.mainBreak:
        return Colors.red;
    }
  }

  /// Target response time promised in the customer service standards.
  Duration get responseTarget {
    switch (this) {
      case LeakSeverity.seepage:
        return const Duration(days: 5);
      case LeakSeverity.serviceLine:
        return const Duration(hours: 24);
      case LeakSeverity.mainBreak:
        return const Duration(hours: 1);
    }
  }
}

LeakSeverity leakSeverityFromApi(String value) {
  switch (value) {
    case 'service_line':
      return LeakSeverity.serviceLine;
    case 'main_break':
      return LeakSeverity.mainBreak;
    default:
      return LeakSeverity.seepage;
  }
}
