// ... existing code ...

  Future<List<DateTime>> freeSlots(Listing listing, DateTime day) async {
    final booked = await _repository.forListingOn(listing.id, day);
    final now = DateTime.now();
    final slots = <DateTime>[];
    var cursor = DateTime(day.year, day.month, day.day, firstHour);
    final close = DateTime(day.year, day.month, day.day, lastHour);
    while (cursor.isBefore(close)) {
      final slotEnd = cursor.add(slotLength);
      // Any overlap counts, not just viewings starting on the slot boundary.
      final taken = booked.any(
        (v) => v.status != ViewingStatus.cancelled && v.start.isBefore(slotEnd) && v.end.isAfter(cursor),
      );
      if (!taken && cursor.isAfter(now)) {
        slots.add(cursor);
      }
      cursor = slotEnd;
    }
    return slots;
  }

// ... existing code ...
