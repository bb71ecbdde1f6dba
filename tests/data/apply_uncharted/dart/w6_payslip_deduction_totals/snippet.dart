// ... existing code ...

  List<String> deductionRows(Payslip slip) {
    final rows = <String>[];
    // Pre-tax deductions first so the taxable-wage math reads top to bottom.
    final ordered = [
      ...slip.deductions.where((d) => d.preTax),
      ...slip.deductions.where((d) => !d.preTax),
    ];
    var total = 0.0;
    for (final DeductionLine line in ordered) {
      final label = line.preTax ? '${line.description} (pre-tax)' : line.description;
      rows.add(label.padRight(labelWidth) + _currency.format(-line.amount));
      total += line.amount;
    }
    rows.add('Total deductions'.padRight(labelWidth) + _currency.format(-total));
    return rows;
  }

// ... existing code ...
