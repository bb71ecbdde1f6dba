// ... existing code ...

String? validateValuation(String? value) {
  if (value == null || value.trim().isEmpty) {
    return 'Project valuation is required';
  }
  final cleaned = value.replaceAll(RegExp(r'[$,\s]'), '');
  final amount = double.tryParse(cleaned);
  if (amount == null || amount.isNaN) {
    return 'Enter a dollar amount, e.g. 125000 or 125,000.50';
  }
  if (amount <= 0) {
    return 'Valuation must be greater than zero';
  }
  if (amount > maxProjectValuation) {
    return 'Projects over \$50,000,000 must be filed in person';
  }
  return null;
}

// ... existing code ...
