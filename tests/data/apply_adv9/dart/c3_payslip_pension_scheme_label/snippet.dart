// …

  List<PayslipLine> deductionLines(Payslip slip) => [
        PayslipLine('Income tax (${slip.taxCode})', slip.incomeTaxPence),
        PayslipLine('National Insurance', slip.nationalInsurancePence),
        if (slip.pensionPence > 0)
          PayslipLine('Pension (${slip.pensionScheme})', slip.pensionPence),
        // …
      ];

  String format(Payslip slip) {
    final buffer = StringBuffer()
      // …
      ..writeln('Paid ${_date.format(slip.payDate)} · tax period ${slip.taxPeriod}')
      ..writeln('-' * width);
    // …
