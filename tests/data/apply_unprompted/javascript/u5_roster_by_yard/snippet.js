// ... existing code ...

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
    // ... existing code ...
  }
  return {
    yardId,
    generatedAt: new Date(),
    entries: [...roster.values()],
  };
}

// ... existing code ...
