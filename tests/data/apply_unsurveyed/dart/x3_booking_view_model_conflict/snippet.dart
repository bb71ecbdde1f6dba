  Future<bool> confirmBooking({String? reasonForVisit}) async {
    // ... existing code ...
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
