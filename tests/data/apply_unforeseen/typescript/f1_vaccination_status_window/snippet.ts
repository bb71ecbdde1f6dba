import { addDays, differenceInCalendarDays, parseISO } from "date-fns";

export type VaccinationStatus = "current" | "due-soon" | "overdue" | "never";

export interface VaccinationEntry {
  vaccineCode: string;
  administeredOn: string | null;
  boosterIntervalDays: number;
}

export const DUE_SOON_WINDOW_DAYS = 30;

export function nextDueDate(entry: VaccinationEntry): Date | null {
  if (!entry.administeredOn) {
    return null;
  }
  return addDays(parseISO(entry.administeredOn), entry.boosterIntervalDays);
}

export function vaccinationStatus(
  entry: VaccinationEntry,
  today: Date = new Date(),
  windowDays: number = DUE_SOON_WINDOW_DAYS,
): VaccinationStatus {
  const due = nextDueDate(entry);
  if (!due) {
    return "never";
  }
  const daysLeft = differenceInCalendarDays(due, today);
  if (daysLeft < 0) {
    return "overdue";
  }
  if (daysLeft <= windowDays) {
    return "due-soon";
  }
  return "current";
}

export const STATUS_LABELS: Record<VaccinationStatus, string> = {
  current: "Up to date",
  "due-soon": "Due soon",
  overdue: "Overdue",
  never: "No record",
};

export function statusBadgeClass(status: VaccinationStatus): string {
  return `badge badge--${status}`;
}
