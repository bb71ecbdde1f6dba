/**
 * Helpers for spotting clashes in the rehearsal calendar: actors called to two
 * rooms at once, rooms double-booked, and calls that break the Equity rest rule.
 */

const MIN_REST_MINUTES = 12 * 60;

function toMinutes(time) {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

function overlaps(a, b) {
  if (a.date !== b.date) return false;
  return toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end);
}

function minutesBetween(dateA, timeA, dateB, timeB) {
  const dayMs = Date.parse(dateB) - Date.parse(dateA);
  return dayMs / 60000 + toMinutes(timeB) - toMinutes(timeA);
}

function findActorConflicts(rehearsals) {
  const conflicts = [];
  for (let i = 0; i < rehearsals.length; i++) {
    for (let j = i + 1; j < rehearsals.length; j++) {
      const a = rehearsals[i];
      const b = rehearsals[j];
      if (!overlaps(a, b)) continue;
      const shared = a.called.filter((actor) => b.called.includes(actor));
      if (shared.length > 0) {
        conflicts.push({ type: "actor", actors: shared, rehearsals: [a.id, b.id] });
      }
    }
  }
  return conflicts;
}

function findRoomConflicts(rehearsals) {
  const conflicts = [];
  for (let i = 0; i < rehearsals.length; i++) {
    for (let j = i + 1; j < rehearsals.length; j++) {
      const a = rehearsals[i];
      const b = rehearsals[j];
      if (a.room === b.room && overlaps(a, b)) {
        conflicts.push({ type: "room", room: a.room, rehearsals: [a.id, b.id] });
      }
    }
  }
  return conflicts;
}

function findRestViolations(rehearsals) {
  const byActor = new Map();
  for (const r of rehearsals) {
    for (const actor of r.called) {
      if (!byActor.has(actor)) byActor.set(actor, []);
      byActor.get(actor).push(r);
    }
  }
  const violations = [];
  for (const [actor, calls] of byActor) {
    calls.sort((x, y) => (x.date + x.start).localeCompare(y.date + y.start));
    for (let k = 1; k < calls.length; k++) {
      const prev = calls[k - 1];
      const next = calls[k];
      const gap = minutesBetween(prev.date, prev.end, next.date, next.start);
      if (gap < MIN_REST_MINUTES) {
        violations.push({ type: "rest", actor, rehearsals: [prev.id, next.id], gap });
      }
    }
  }
  return violations;
}

function findAllConflicts(rehearsals) {
  const sorted = [...rehearsals].sort((x, y) => (x.date + x.start).localeCompare(y.date + y.start));
  return [...findActorConflicts(sorted), ...findRoomConflicts(sorted), ...findRestViolations(sorted)];
}

module.exports = {
  findActorConflicts,
  findRoomConflicts,
  findRestViolations,
  findAllConflicts,
};
