class Hive {
  // ... existing code ...

  bool isOverdueForInspection(DateTime now, {int maxDays = 14}) {
    if (status != HiveStatus.active) return false;
    final last = lastInspected;
    if (last == null) return true;
    return now.difference(last).inDays > maxDays;
  }
}
