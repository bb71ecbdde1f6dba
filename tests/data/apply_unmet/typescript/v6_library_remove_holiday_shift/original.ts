import { addDays, isSameDay, isSunday } from "date-fns";

import type { Branch } from "../branches/types";
import type { ItemFormat, Loan, MemberTier } from "./types";

const LOAN_DAYS: Record<ItemFormat, number> = {
  book: 21,
  audiobook: 21,
  dvd: 7,
  magazine: 7,
  "board-game": 14,
};

const MAX_RENEWALS: Record<MemberTier, number> = {
  standard: 2,
  student: 3,
  staff: 5,
};

/** Moves a due date forward until it lands on a day the branch is open. */
function nextOpenDay(date: Date, branch: Branch): Date {
  let candidate = date;
  while (isSunday(candidate) || branch.closures.some((c) => isSameDay(c, candidate))) {
    candidate = addDays(candidate, 1);
  }
  return candidate;
}

export function dueDateFor(format: ItemFormat, checkedOutAt: Date, branch: Branch): Date {
  const raw = addDays(checkedOutAt, LOAN_DAYS[format]);
  return nextOpenDay(raw, branch);
}

/**
 * @deprecated Branch closures now cover public holidays; use dueDateFor.
 */
export function shiftForPublicHoliday(due: Date, holidays: Date[]): Date {
  let candidate = due;
  while (holidays.some((h) => isSameDay(h, candidate))) {
    candidate = addDays(candidate, 1);
  }
  return candidate;
}

export function canRenew(loan: Loan, tier: MemberTier, now: Date): boolean {
  if (loan.renewals >= MAX_RENEWALS[tier]) {
    return false;
  }
  if (loan.holdQueueLength > 0) {
    return false;
  }
  return loan.dueAt.getTime() >= now.getTime();
}

export function renewedDueDate(loan: Loan, branch: Branch, now: Date): Date {
  const base = loan.dueAt.getTime() > now.getTime() ? loan.dueAt : now;
  return nextOpenDay(addDays(base, LOAN_DAYS[loan.format]), branch);
}
