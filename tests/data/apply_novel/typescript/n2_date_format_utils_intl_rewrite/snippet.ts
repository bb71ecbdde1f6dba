const DAY_MS = 24 * 60 * 60 * 1000;

export function formatDate(date: Date, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric" }).format(date);
}

export function formatTime(date: Date, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false }).format(date);
}

export function formatDateTime(date: Date, locale = "en-US"): string {
  return `${formatDate(date, locale)} ${formatTime(date, locale)}`;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

export function relativeDays(date: Date, now: Date = new Date(), locale = "en-US"): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  return rtf.format(daysBetween(now, date), "day");
}
