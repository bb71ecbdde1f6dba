// ... existing code ...

function availabilityLabel(item: EquipmentItem, from: Date, to: Date): string {
  if (item.inRepair) {
    return item.repairEta ? `In repair until ${formatShortDate(item.repairEta)}` : "In repair";
  }
  const availability = availabilityOf(item, from, to);
  if (availability === "available") {
    return "Available";
  }
  const booking = currentBooking(item.bookings, from);
  if (availability === "partial") {
    return booking ? `Back ${formatShortDate(booking.end)}` : "Partly booked";
  }
  return booking ? `Booked by ${booking.production} until ${formatShortDate(booking.end)}` : "Booked";
}

// ... existing code ...
