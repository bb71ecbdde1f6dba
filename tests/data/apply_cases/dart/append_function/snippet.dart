// ... existing code ...

String formatWeight(double value) {
  return '${value.toStringAsFixed(1)} kg';
}
