import 'package:flutter/foundation.dart';

import '../data/booking_repository.dart';
import '../models/appointment_slot.dart';
import '../models/visit_type.dart';

enum BookingStatus { idle, loadingSlots, submitting, booked, failed }

class BookingViewModel extends ChangeNotifier {
  BookingViewModel(this._repository);

  final BookingRepository _repository;

  BookingStatus status = BookingStatus.idle;
  List<AppointmentSlot> slots = const [];
  AppointmentSlot? selectedSlot;
  VisitType? visitType;
  String? errorMessage;

  Future<void> loadSlots(String providerId, VisitType type, DateTime week) async {
    visitType = type;
    status = BookingStatus.loadingSlots;
    errorMessage = null;
    notifyListeners();

    try {
      slots = await _repository.openSlots(
        providerId: providerId,
        visitTypeCode: type.code,
        weekStarting: week,
      );
      status = BookingStatus.idle;
    } on BookingException catch (e) {
      errorMessage = e.message;
      status = BookingStatus.failed;
    }
    notifyListeners();
  }

  void selectSlot(AppointmentSlot slot) {
    selectedSlot = slot;
    notifyListeners();
  }

  Future<bool> confirmBooking({String? reasonForVisit}) async {
    final slot = selectedSlot;
    final type = visitType;
    if (slot == null || type == null) {
      return false;
    }

    status = BookingStatus.submitting;
    errorMessage = null;
    notifyListeners();

    try {
      await _repository.book(
        slotId: slot.id,
        visitTypeCode: type.code,
        reasonForVisit: reasonForVisit?.trim(),
      );
      status = BookingStatus.booked;
    } on SlotAlreadyTakenException {
      // Someone else booked this slot while the patient was deciding.
      errorMessage = 'That time was just taken. Please choose another slot.';
      slots = slots.where((s) => s.id != slot.id).toList();
      selectedSlot = null;
      status = BookingStatus.failed;
    } on BookingException catch (e) {
      errorMessage = e.message;
      status = BookingStatus.failed;
    }
    notifyListeners();
    return status == BookingStatus.booked;
  }
}
