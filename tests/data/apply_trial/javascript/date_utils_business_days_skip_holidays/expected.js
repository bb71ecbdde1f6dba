const MS_PER_DAY = 24 * 60 * 60 * 1000;

export function startOfDay(date) {
  const d = new Date(date);
  d.setHours(0, 0, 0, 0);
  return d;
}

export function endOfDay(date) {
  const d = new Date(date);
  d.setHours(23, 59, 59, 999);
  return d;
}

export function addDays(date, days) {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

export function isWeekend(date) {
  const day = new Date(date).getDay();
  return day === 0 || day === 6;
}

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

export function diffInDays(a, b) {
  return Math.round((startOfDay(b) - startOfDay(a)) / MS_PER_DAY);
}

export function formatISODate(date) {
  const d = new Date(date);
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}
