import 'package:intl/intl.dart';

import '../models/deduction_line.dart';
import '../models/earning_line.dart';
import '../models/payslip.dart';

/// Plain-text payslip used for the emailed PDF attachment and the kiosk printer.
class PayslipFormatter {
  PayslipFormatter({String locale = 'en_US', String currencySymbol = '\$'})
      : _currency = NumberFormat.currency(locale: locale, symbol: currencySymbol),
        _date = DateFormat.yMMMd(locale);

  static const int labelWidth = 40;

  final NumberFormat _currency;
  final DateFormat _date;

  String formatPeriod(Payslip slip) {
    return '${_date.format(slip.periodStart)} – ${_date.format(slip.periodEnd)}';
  }

  List<String> earningRows(Payslip slip) {
    final rows = <String>[];
    for (final EarningLine line in slip.earnings) {
      final hours = line.hours == null ? '' : ' (${line.hours!.toStringAsFixed(2)} h)';
      rows.add('${line.description}$hours'.padRight(labelWidth) + _currency.format(line.amount));
    }
    return rows;
  }

  List<String> deductionRows(Payslip slip) {
    final rows = <String>[];
    for (final DeductionLine line in slip.deductions) {
      final label = line.preTax ? '${line.description} (pre-tax)' : line.description;
      rows.add(label.padRight(labelWidth) + _currency.format(-line.amount));
    }
    return rows;
  }

  String render(Payslip slip) {
    final buffer = StringBuffer()
      ..writeln(slip.employerName)
      ..writeln('Payslip for ${slip.employeeName} (${slip.employeeNumber})')
      ..writeln('Pay period: ${formatPeriod(slip)}')
      ..writeln('Pay date: ${_date.format(slip.payDate)}')
      ..writeln();

    buffer.writeln('EARNINGS');
    earningRows(slip).forEach(buffer.writeln);
    buffer.writeln('Gross pay'.padRight(labelWidth) + _currency.format(slip.gross));
    buffer.writeln();

    buffer.writeln('DEDUCTIONS');
    deductionRows(slip).forEach(buffer.writeln);
    buffer.writeln();

    buffer.writeln('Net pay'.padRight(labelWidth) + _currency.format(slip.net));
    return buffer.toString();
  }
}
