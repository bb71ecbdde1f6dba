// Crew shift helpers for the yard crew board.
// Shifts are { crewId, yardId, job, onDuty: Date, offDuty: Date }.

const HOURS_OF_SERVICE_LIMIT = 12;
const MIN_REST_HOURS = 10;
const MS_PER_HOUR = 1000 * 60 * 60;

function hoursBetween(start, end) {
  return (end.getTime() - start.getTime()) / MS_PER_HOUR;
}

function shiftLength(shift) {
  return hoursBetween(shift.onDuty, shift.offDuty);
}

function exceedsHoursOfService(shift) {
  return shiftLength(shift) > HOURS_OF_SERVICE_LIMIT;
}

function hasEnoughRest(previousShift, nextShift) {
  return hoursBetween(previousShift.offDuty, nextShift.onDuty) >= MIN_REST_HOURS;
}

function canAssignCrew(crewMember, proposedShift) {
  const last = crewMember.shifts[crewMember.shifts.length - 1];
  if (last && !hasEnoughRest(last, proposedShift)) {
    return { ok: false, reason: 'insufficient rest' };
  }
  if (exceedsHoursOfService(proposedShift)) {
    return { ok: false, reason: 'exceeds hours of service' };
  }
  return { ok: true };
}

// Group shifts by crew member for the printed crew board of one yard.
function buildShiftRoster(crew, shifts, yardId) {
  const roster = new Map();
  for (const member of crew) {
    roster.set(member.id, { name: member.name, craft: member.craft, shifts: [] });
  }
  for (const shift of shifts) {
    if (shift.yardId !== yardId) {
      continue;
    }
    const entry = roster.get(shift.crewId);
    if (!entry) {
      continue;
    }
    entry.shifts.push({
      job: shift.job,
      onDuty: shift.onDuty,
      offDuty: shift.offDuty,
      hours: shiftLength(shift),
    });
  }
  return {
    yardId,
    generatedAt: new Date(),
    entries: [...roster.values()],
  };
}

// Total hours worked per craft (engineer, conductor, switchman).
function hoursByCraft(crew, shifts) {
  const crafts = new Map(crew.map((member) => [member.id, member.craft]));
  const totals = {};
  for (const shift of shifts) {
    const craft = crafts.get(shift.crewId);
    if (!craft) {
      continue;
    }
    totals[craft] = (totals[craft] || 0) + shiftLength(shift);
  }
  return totals;
}

module.exports = {
  shiftLength,
  exceedsHoursOfService,
  hasEnoughRest,
  canAssignCrew,
  buildShiftRoster,
  hoursByCraft,
};
