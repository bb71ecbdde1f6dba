const HOLD_TTL_MS = 10 * 60 * 1000;

/**
 * Seat holds for the online box office, stored in Redis. A hold keeps a seat
 * greyed out on the seat map while a customer is in checkout.
 */
class SeatHolds {
  constructor(redis, performanceId) {
    this.redis = redis;
    this.performanceId = performanceId;
  }

  key(seatId) {
    return `holds:${this.performanceId}:${seatId}`;
  }

  async hold(seatId, sessionId) {
    const ok = await this.redis.set(this.key(seatId), sessionId, "PX", HOLD_TTL_MS, "NX");
    return ok === "OK";
  }

  async release(seatId, sessionId) {
    const owner = await this.redis.get(this.key(seatId));
    if (owner !== sessionId) return false;
    await this.redis.del(this.key(seatId));
    return true;
  }

  async extend(seatId, sessionId) {
    const owner = await this.redis.get(this.key(seatId));
    if (owner !== sessionId) return false;
    await this.redis.pexpire(this.key(seatId), HOLD_TTL_MS);
    return true;
  }

  async heldSeats() {
    const keys = await this.redis.keys(`holds:${this.performanceId}:*`);
    return keys.map((k) => k.split(":").pop());
  }
}

function seatIdFromLabel(label) {
  // "Row F, Seat 12" -> "F12"
  const match = /^Row\s+([A-Z]+),\s*Seat\s+(\d+)$/i.exec(label.trim());
  if (!match) {
    throw new Error(`Unrecognised seat label: ${label}`);
  }
  return `${match[1].toUpperCase()}${match[2]}`;
}

module.exports = {
  HOLD_TTL_MS,
  SeatHolds,
  seatIdFromLabel,
};
