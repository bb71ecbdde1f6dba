// ... keep existing code

function isWeekend(date) {
  return WEEKEND.has(date.getDay());
}

function addBusinessDays(date, days) {
  const step = days < 0 ? -1 : 1;
  let remaining = Math.abs(days);
  let current = new Date(date.getTime());
  while (remaining > 0) {
    current = addDays(current, step);
    if (!isWeekend(current)) {
      remaining -= 1;
    }
  }
  return current;
}

// ... keep existing code

module.exports = {
  startOfDay,
  endOfDay,
  addDays,
  addBusinessDays,
  // ... keep existing code
};
