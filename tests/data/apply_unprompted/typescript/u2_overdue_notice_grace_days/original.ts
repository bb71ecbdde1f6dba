import { Loan } from "./models/loan";
import { Patron } from "./models/patron";
import { formatDate } from "../util/dates";

export interface OverdueNotice {
  patronId: string;
  email: string;
  subject: string;
  body: string;
  daysOverdue: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAILY_FINE_CENTS = 25;
const MAX_FINE_CENTS = 1000;

export function daysOverdue(loan: Loan, today: Date): number {
  const diff = today.getTime() - loan.dueDate.getTime();
  return diff > 0 ? Math.floor(diff / DAY_MS) : 0;
}

export function fineFor(loan: Loan, today: Date): number {
  const days = daysOverdue(loan, today);
  return Math.min(days * DAILY_FINE_CENTS, MAX_FINE_CENTS);
}

export function buildOverdueNotice(patron: Patron, loan: Loan, today: Date): OverdueNotice | null {
  const days = daysOverdue(loan, today);
  if (days === 0) {
    return null;
  }
  const fine = (fineFor(loan, today) / 100).toFixed(2);
  return {
    patronId: patron.id,
    email: patron.email,
    subject: `Overdue: ${loan.title}`,
    body:
      `Dear ${patron.firstName},\n\n` +
      `"${loan.title}" borrowed through interlibrary loan from ${loan.lendingLibrary} ` +
      `was due on ${formatDate(loan.dueDate)} and is now ${days} day(s) overdue.\n` +
      `Your current fine is $${fine}. Please return it to any branch.`,
    daysOverdue: days,
  };
}

export function buildNoticesForPatron(patron: Patron, loans: Loan[], today: Date): OverdueNotice[] {
  const notices: OverdueNotice[] = [];
  for (const loan of loans) {
    const notice = buildOverdueNotice(patron, loan, today);
    if (notice) {
      notices.push(notice);
    }
  }
  return notices;
}
