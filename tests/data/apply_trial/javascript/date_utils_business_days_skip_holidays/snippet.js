// ...

export function addBusinessDays(date, days, holidays = new Set()) {
  let d = new Date(date);
  let remaining = days;
  while (remaining > 0) {
    d = addDays(d, 1);
    if (!isWeekend(d) && !holidays.has(formatISODate(d))) remaining--;
  }
  return d;
}

export function businessDaysBetween(from, to, holidays = new Set()) {
  let count = 0;
  for (let d = addDays(startOfDay(from), 1); d <= startOfDay(to); d = addDays(d, 1)) {
    if (!isWeekend(d) && !holidays.has(formatISODate(d))) count++;
  }
  return count;
}

// ... rest of the code ...
