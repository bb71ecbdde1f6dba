// ... existing code ...

export function findOpenSlots(
  session: ClinicSession,
  bookings: Booking[],
  lengthMinutes: number,
): OpenSlot[] {
  // ... existing code ...
    cursor = addMinutes(cursor, SLOT_MINUTES);
  }
  // Never offer a slot that has already started (same-day bookings at the desk).
  const now = Date.now();
  return result.filter((slot) => slot.start.getTime() > now);
}

// ... existing code ...
