class VolunteerShiftService {
  // ... existing code ...

  Future<Map<String, int>> hoursByVolunteer(DateTime from, DateTime to) async {
    final shifts = await _repository.findBetween(from, to);
    final totals = <String, int>{};
    for (final shift in shifts) {
      final id = shift.volunteerId;
      if (id == null) continue;
      totals[id] = (totals[id] ?? 0) + shift.length.inHours;
    }
    return totals;
  }
}
