function findAllConflicts(rehearsals) {
  const sorted = [...rehearsals].sort((x, y) => (x.date + x.start).localeCompare(y.date + y.start));
  return [...findActorConflicts(sorted), ...findRoomConflicts(sorted), ...findRestViolations(sorted)];
}

// ... existing code ...
