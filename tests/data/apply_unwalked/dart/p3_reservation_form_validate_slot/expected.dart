import 'package:intl/intl.dart';

import '../models/reservation.dart';
import '../services/reservation_api.dart';

class ReservationFormState {
  ReservationFormState({
    required this.api,
    this.partySize = 2,
    this.notes = '',
  });

  final ReservationApi api;
  int partySize;
  String notes;
  DateTime? slot;
  String? guestName;
  String? phone;

  static const int maxPartySize = 12;
  static final DateFormat _slotFormat = DateFormat('EEE d MMM, HH:mm');

  String? validateName(String? value) {
    if (value == null || value.trim().isEmpty) {
      return 'Please enter a name for the booking';
    }
    return null;
  }

  String? validatePhone(String? value) {
    if (value == null || value.trim().isEmpty) {
      return 'Please enter a phone number';
    }
    final digits = value.replaceAll(RegExp(r'[^0-9]'), '');
    if (digits.length < 7) {
      return 'That phone number looks too short';
    }
    return null;
  }

  String? validatePartySize(int? value) {
    if (value == null || value < 1) {
      return 'Party size must be at least 1';
    }
    if (value > maxPartySize) {
      return 'For groups over $maxPartySize please call the restaurant';
    }
    return null;
  }

  String? validateSlot(DateTime? value) {
    if (value == null) {
      return 'Please pick a time';
    }
    if (value.isBefore(DateTime.now().add(const Duration(minutes: 30)))) {
      return 'Bookings must be made at least 30 minutes ahead';
    }
    return null;
  }

  String describeSlot() {
    final s = slot;
    if (s == null) {
      return 'No time selected';
    }
    return _slotFormat.format(s);
  }

  Future<Reservation> submit() async {
    if (slot == null || guestName == null || phone == null) {
      throw StateError('Form is incomplete');
    }
    return api.createReservation(
      slot: slot!,
      partySize: partySize,
      guestName: guestName!.trim(),
      phone: phone!.replaceAll(RegExp(r'[^0-9+]'), ''),
      notes: notes.trim(),
    );
  }
}
