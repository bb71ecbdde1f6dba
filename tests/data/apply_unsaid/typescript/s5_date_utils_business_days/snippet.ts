// ... keep existing code

export function isWeekend(input: DateInput, weekend: readonly number[] = [0, 6]): boolean {
  const day = toDate(input).getDay();
  return weekend.includes(day);
}

export function addBusinessDays(input: DateInput, days: number): Date {
  let date = toDate(input);
  const step = days < 0 ? -1 : 1;
  let remaining = Math.abs(days);
  while (remaining > 0) {
    date = addDays(date, step);
    if (!isWeekend(date)) {
      remaining -= 1;
    }
  }
  return date;
}

// ... keep existing code
