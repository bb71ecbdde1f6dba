// ...

  String? validatePartySize(int? value) {
    // [unchanged]
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

  // ...

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
