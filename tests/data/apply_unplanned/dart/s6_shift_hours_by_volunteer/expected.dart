import 'dart:async';

import 'package:collection/collection.dart';

import '../models/shift.dart';
import '../models/volunteer.dart';
import '../repositories/shift_repository.dart';

class ShiftConflictException implements Exception {
  final String message;

  ShiftConflictException(this.message);

  @override
  String toString() => 'ShiftConflictException: $message';
}

class VolunteerShiftService {
  final ShiftRepository _repository;
  final Duration minimumRest;

  VolunteerShiftService(this._repository,
      {this.minimumRest = const Duration(hours: 8)});

  Future<List<Shift>> shiftsForVolunteer(String volunteerId) async {
    final shifts = await _repository.findByVolunteer(volunteerId);
    return shifts.sortedBy((s) => s.startsAt);
  }

  Future<List<Shift>> shiftsForWarehouse(String warehouseId) async {
    final shifts = await _repository.findByWarehouse(warehouseId);
    return shifts.sortedBy((s) => s.startsAt);
  }

  Future<List<Shift>> openShifts(DateTime from, DateTime to) async {
    final shifts = await _repository.findBetween(from, to);
    return shifts.where((s) => s.volunteerId == null).toList();
  }

  Future<Shift> assign(Shift shift, Volunteer volunteer) async {
    final existing = await shiftsForVolunteer(volunteer.id);
    for (final other in existing) {
      if (_overlaps(other, shift)) {
        throw ShiftConflictException(
            '${volunteer.name} is already booked at ${other.startsAt}');
      }
    }
    final updated = shift.assignedTo(volunteer.id);
    await _repository.save(updated);
    return updated;
  }

  Future<Shift> release(Shift shift) async {
    final updated = shift.unassigned();
    await _repository.save(updated);
    return updated;
  }

  Future<int> countFilled(DateTime day) async {
    final start = DateTime(day.year, day.month, day.day);
    final end = start.add(const Duration(days: 1));
    final shifts = await _repository.findBetween(start, end);
    return shifts.where((s) => s.volunteerId != null).length;
  }

  bool _overlaps(Shift a, Shift b) {
    final aEnd = a.startsAt.add(a.length + minimumRest);
    final bEnd = b.startsAt.add(b.length + minimumRest);
    return a.startsAt.isBefore(bEnd) && b.startsAt.isBefore(aEnd);
  }

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
