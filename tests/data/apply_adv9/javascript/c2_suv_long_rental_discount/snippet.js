// ... existing code ...

function quoteSuv(booking) {
  const days = daysBetween(booking.pickupAt, booking.returnAt);
  let total = days * 72.0;
  // ... existing code ...
  if (days >= LONG_RENTAL_DAYS) {
    total *= 0.85;
  }
  return roundToCents(total);
}

// ... existing code ...
