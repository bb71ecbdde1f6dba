/// Summary line used on the lot's collection receipt.
String receiptLine(HoneyLot lot) {
  final value = formatPence(lotValuePence(lot));
  final payout = formatPence(memberPayoutPence(lot));
  return '${lot.lotNumber} [${lot.grade.name}]: ${lot.netWeightKg.toStringAsFixed(1)} kg, value $value, payout $payout';
}

// ... existing code ...
