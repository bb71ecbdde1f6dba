import 'package:intl/intl.dart';

import '../models/honey_lot.dart';

/// Price per kilogram, in pence, by honey grade.
const Map<HoneyGrade, int> _pencePerKg = {
  HoneyGrade.tableA: 1450,
  HoneyGrade.tableB: 1200,
  HoneyGrade.bakery: 650,
};

final NumberFormat _gbp = NumberFormat.currency(locale: 'en_GB', symbol: '£');

/// Returns the wholesale value of a lot in pence.
int lotValuePence(HoneyLot lot) {
  final rate = _pencePerKg[lot.grade];
  if (rate == null) {
    return 0;
  }
  return (lot.netWeightKg * rate).round();
}

/// Member payout after the co-operative's handling fee.
int memberPayoutPence(HoneyLot lot, {double feeRate = 0.12}) {
  final gross = lotValuePence(lot);
  final fee = (gross * feeRate).round();
  return gross - fee;
}

/// Number of 454 g jars a lot will fill, allowing for losses in bottling.
int jarCount(HoneyLot lot, {double lossRate = 0.03}) {
  final usableGrams = lot.netWeightKg * 1000 * (1 - lossRate);
  return usableGrams ~/ 454;
}

/// Formats a pence amount for display in the members' statement.
String formatPence(int pence) {
  return _gbp.format(pence / 100);
}

/// Summary line used on the lot's collection receipt.
String receiptLine(HoneyLot lot) {
  final value = formatPence(lotValuePence(lot));
  final payout = formatPence(memberPayoutPence(lot));
  return '${lot.lotNumber} [${lot.grade.name}]: ${lot.netWeightKg.toStringAsFixed(1)} kg, value $value, payout $payout';
}

/// Totals a season's lots for one member.
int seasonTotalPence(Iterable<HoneyLot> lots) {
  var total = 0;
  for (final lot in lots) {
    total += memberPayoutPence(lot);
  }
  return total;
}
