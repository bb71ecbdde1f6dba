import { format, parseISO, differenceInCalendarDays } from "date-fns";

export const DATE_FORMAT = "d MMM yyyy";

// No changes to the other helpers

export function dueLabel(iso: string, today: Date = new Date()): string {
  const days = daysUntil(iso, today);
  if (days < 0) return `${-days}d overdue`;
  if (days === 0) return "due today";
  if (days === 1) return "due tomorrow";
  return `due in ${days}d`;
}
