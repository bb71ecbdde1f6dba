'use strict';

const { addDays, isSameDay, startOfDay } = require('date-fns');

/**
 * In-memory view of referee availability for the assignment screen.
 * Loaded once per matchweek from the officiating API.
 */
class AvailabilityCalendar {
  constructor(referees = []) {
    this.referees = new Map();
    this.blocks = new Map();
    for (const ref of referees) {
      this.addReferee(ref);
    }
  }

  addReferee(ref) {
    this.referees.set(ref.id, {
      id: ref.id,
      name: ref.name,
      grade: ref.grade,
      suspendedUntil: ref.suspendedUntil ? startOfDay(new Date(ref.suspendedUntil)) : null,
    });
    this.blocks.set(ref.id, []);
  }

  blockDate(refereeId, date, reason = 'unavailable') {
    const list = this.blocks.get(refereeId);
    if (!list) {
      throw new Error(`Unknown referee ${refereeId}`);
    }
    list.push({ date: startOfDay(date), reason });
  }

  blockedDates(refereeId) {
    return (this.blocks.get(refereeId) || []).map((b) => b.date);
  }

  isAvailable(refereeId, date) {
    const ref = this.referees.get(refereeId);
    if (!ref) return false;
    if (ref.suspendedUntil && startOfDay(date) < ref.suspendedUntil) {
      return false;
    }
    return !this.blockedDates(refereeId).some((d) => isSameDay(d, date));
  }

  availableOn(date, { minGrade = 3 } = {}) {
    return [...this.referees.values()]
      .filter((ref) => ref.grade <= minGrade)
      .filter((ref) => this.isAvailable(ref.id, date))
      .sort((a, b) => a.grade - b.grade || a.name.localeCompare(b.name));
  }

  nextAvailableDate(refereeId, from, horizonDays = 28) {
    for (let i = 0; i < horizonDays; i += 1) {
      const day = addDays(startOfDay(from), i);
      if (this.isAvailable(refereeId, day)) {
        return day;
      }
    }
    return null;
  }

  suspend(refereeId, untilDate) {
    const ref = this.referees.get(refereeId);
    if (!ref) {
      throw new Error(`Unknown referee ${refereeId}`);
    }
    ref.suspendedUntil = startOfDay(untilDate);
  }
}

module.exports = { AvailabilityCalendar };
