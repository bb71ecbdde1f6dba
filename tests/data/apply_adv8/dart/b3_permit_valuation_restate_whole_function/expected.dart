/// Field validators for the online building permit application form.
library permit_form_validators;

import 'package:intl/intl.dart';

final _parcelPattern = RegExp(r'^\d{3}-\d{3}-\d{3}$');
final _phonePattern = RegExp(r'^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$');
final _dateFormat = DateFormat('MM/dd/yyyy');

const maxProjectValuation = 50000000;
const minStartLeadDays = 3;

String? validateParcelNumber(String? value) {
  if (value == null || value.trim().isEmpty) {
    return 'Parcel number is required';
  }
  if (!_parcelPattern.hasMatch(value.trim())) {
    return 'Use the format 123-456-789';
  }
  return null;
}

String? validatePhone(String? value) {
  if (value == null || value.trim().isEmpty) {
    return 'Phone number is required';
  }
  if (!_phonePattern.hasMatch(value.trim())) {
    return 'Enter a 10-digit phone number';
  }
  return null;
}

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

String? validateStartDate(String? value, {DateTime? today}) {
  if (value == null || value.trim().isEmpty) {
    return 'Planned start date is required';
  }
  final DateTime date;
  try {
    date = _dateFormat.parseStrict(value.trim());
  } on FormatException {
    return 'Use the format MM/DD/YYYY';
  }
  final now = today ?? DateTime.now();
  final earliest = DateTime(now.year, now.month, now.day).add(const Duration(days: minStartLeadDays));
  if (date.isBefore(earliest)) {
    return 'Work cannot start within $minStartLeadDays days of applying';
  }
  return null;
}

String? validateContractorLicense(String? value, {required bool ownerBuilder}) {
  if (ownerBuilder) {
    return null;
  }
  if (value == null || value.trim().isEmpty) {
    return 'Contractor license number is required';
  }
  if (value.trim().length != 8) {
    return 'License numbers are 8 characters';
  }
  return null;
}
