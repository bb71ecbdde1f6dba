import { format, parseISO, differenceInCalendarDays } from "date-fns";

export const DATE_FORMAT = "d MMM yyyy";

export function formatDate(iso: string): string {
  return format(parseISO(iso), DATE_FORMAT);
}

export function daysUntil(iso: string, today: Date = new Date()): number {
  return differenceInCalendarDays(parseISO(iso), today);
}

export function isOverdue(iso: string, today: Date = new Date()): boolean {
  return daysUntil(iso, today) < 0;
}

export function formatRange(startIso: string, endIso: string): string {
  return `${formatDate(startIso)} – ${formatDate(endIso)}`;
}

export function dueLabel(iso: string, today: Date = new Date()): string {
  const days = daysUntil(iso, today);
  if (days < 0) return `${-days}d overdue`;
  if (days === 0) return "due today";
  if (days === 1) return "due tomorrow";
  return `due in ${days}d`;
}
