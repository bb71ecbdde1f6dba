'use strict';

const { DateTime, Interval } = require('luxon');
const { getProviderSchedule, getBookedAppointments } = require('../repositories/scheduleRepository');

const CLINIC_ZONE = 'America/Chicago';
const SLOT_STEP_MINUTES = 15;

/**
 * Returns the start times (ISO strings) where a new appointment of the given
 * length fits inside the provider's working blocks without overlapping a booking.
 */
function findOpenSlots(workingBlocks, booked, durationMinutes) {
  const busy = booked.map((appt) =>
    Interval.fromDateTimes(DateTime.fromISO(appt.start), DateTime.fromISO(appt.end))
  );
  const slots = [];

  for (const block of workingBlocks) {
    let cursor = DateTime.fromISO(block.start, { zone: CLINIC_ZONE });
    const blockEnd = DateTime.fromISO(block.end, { zone: CLINIC_ZONE });

    while (cursor.plus({ minutes: durationMinutes }) <= blockEnd) {
      const candidate = Interval.after(cursor, { minutes: durationMinutes });
      if (!busy.some((interval) => interval.overlaps(candidate))) {
        slots.push(cursor.toISO());
      }
      cursor = cursor.plus({ minutes: SLOT_STEP_MINUTES });
    }
  }

  return slots;
}

function groupSlotsByDay(slots) {
  return slots.reduce((days, iso) => {
    const day = DateTime.fromISO(iso, { zone: CLINIC_ZONE }).toISODate();
    (days[day] = days[day] || []).push(iso);
    return days;
  }, {});
}

async function availabilityForProvider(providerId, visitType, fromDate, toDate) {
  const [workingBlocks, booked] = await Promise.all([
    getProviderSchedule(providerId, fromDate, toDate),
    getBookedAppointments(providerId, fromDate, toDate),
  ]);

  const slots = findOpenSlots(workingBlocks, booked, visitType.durationMinutes);

  return {
    providerId,
    visitType: visitType.code,
    days: groupSlotsByDay(slots),
  };
}

module.exports = {
  findOpenSlots,
  groupSlotsByDay,
  availabilityForProvider,
};
