import 'package:intl/intl.dart';

import 'payslip.dart';

final _currency = NumberFormat.currency(locale: 'en_GB', symbol: '£');
final _date = DateFormat('d MMM yyyy');

String formatMoney(int pence) => _currency.format(pence / 100);

class PayslipLine {
  const PayslipLine(this.label, this.amountPence, {this.isTotal = false});

  final String label;
  final int amountPence;
  final bool isTotal;

  String render(int width) {
    final amount = formatMoney(amountPence);
    final padding = width - label.length - amount.length;
    final line = '$label${' ' * (padding < 1 ? 1 : padding)}$amount';
    return isTotal ? line.toUpperCase() : line;
  }
}

class PayslipFormatter {
  const PayslipFormatter({this.width = 48});

  final int width;

  List<PayslipLine> earningsLines(Payslip slip) => [
        for (final item in slip.earnings) PayslipLine(item.description, item.pence),
        PayslipLine('Gross pay', slip.grossPence, isTotal: true),
      ];

  List<PayslipLine> deductionLines(Payslip slip) => [
        PayslipLine('Income tax (${slip.taxCode})', slip.incomeTaxPence),
        PayslipLine('National Insurance', slip.nationalInsurancePence),
        if (slip.pensionPence > 0)
          PayslipLine('Pension (${slip.pensionScheme})', slip.pensionPence),
        if (slip.studentLoanPence > 0) PayslipLine('Student loan', slip.studentLoanPence),
        PayslipLine('Total deductions', slip.totalDeductionsPence, isTotal: true),
      ];

  String format(Payslip slip) {
    final buffer = StringBuffer()
      ..writeln(slip.employerName)
      ..writeln('${slip.employeeName}  #${slip.employeeNumber}')
      ..writeln('Paid ${_date.format(slip.payDate)} · tax period ${slip.taxPeriod}')
      ..writeln('-' * width);
    for (final line in earningsLines(slip)) {
      buffer.writeln(line.render(width));
    }
    buffer.writeln('-' * width);
    for (final line in deductionLines(slip)) {
      buffer.writeln(line.render(width));
    }
    buffer
      ..writeln('=' * width)
      ..writeln(PayslipLine('Net pay', slip.netPence, isTotal: true).render(width));
    return buffer.toString();
  }
}
