// ... existing code ...

function mainDeckRemaining(bookings) {
  const budget = DECK_LIMITS.main.laneMetres;
  let used = 0;
  for (const booking of bookings) {
    if (booking.deck !== 'main') continue;
    // hazardous loads need an empty lane-length behind them on the main deck
    used += laneMetresFor(booking.vehicle) * (booking.hazardous ? 2 : 1);
  }
  // ... existing code ...
}

// ... existing code ...
