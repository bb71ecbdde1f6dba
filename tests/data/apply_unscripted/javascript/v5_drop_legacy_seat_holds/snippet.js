// ... existing code ...

  async heldSeats() {
    const keys = await this.redis.keys(`holds:${this.performanceId}:*`);
    return keys.map((k) => k.split(":").pop());
  }
}

// removed migrateLegacyHolds() - every performance has been moved off the old hash format

function seatIdFromLabel(label) {
  // ... existing code ...
}

module.exports = {
  HOLD_TTL_MS,
  SeatHolds,
  seatIdFromLabel,
};
