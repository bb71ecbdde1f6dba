// ... keep existing code

  isAvailable(refereeId, date) {
    const ref = this.referees.get(refereeId);
    if (!ref) return false;
    if (ref.suspendedUntil && startOfDay(date) < ref.suspendedUntil) {
      return false;
    }
    return !this.blockedDates(refereeId).some((d) => isSameDay(d, date));
  }

  // ... keep existing code

  suspend(refereeId, untilDate) {
    const ref = this.referees.get(refereeId);
    if (!ref) {
      throw new Error(`Unknown referee ${refereeId}`);
    }
    ref.suspendedUntil = startOfDay(untilDate);
  }
}

module.exports = { AvailabilityCalendar };
