// ... existing code ...

/**
 * Returns the start times (ISO strings) where a new appointment of the given
 * length fits inside the provider's working blocks without overlapping a booking.
 * `bufferMinutes` of turnaround time is kept free after every existing booking.
 */
function findOpenSlots(workingBlocks, booked, { durationMinutes, bufferMinutes = 0 }) {
  const busy = booked.map((appt) =>
    Interval.fromDateTimes(
      DateTime.fromISO(appt.start),
      DateTime.fromISO(appt.end).plus({ minutes: bufferMinutes })
    )
  );
  const slots = [];

  // ... existing code ...
}

// ... existing code ...

  const slots = findOpenSlots(workingBlocks, booked, {
    durationMinutes: visitType.durationMinutes,
    bufferMinutes: visitType.roomTurnoverMinutes,
  });

// ... existing code ...
