import { differenceInCalendarMonths } from "date-fns";
import type { Applicant, EmploymentRecord, ScreeningReport } from "../types/screening";
// ... existing code ...

export interface EmploymentCheck {
  employer: string | null;
  verified: boolean;
  monthsAtEmployer: number;
  passes: boolean;
}

const INCOME_MULTIPLIER = 3;
const MIN_MONTHS_EMPLOYED = 6;

// ... existing code ...

export function checkEmployment(records: EmploymentRecord[], today = new Date()): EmploymentCheck {
  const current = records.find((r) => r.endDate === null);
  if (!current) {
    return { employer: null, verified: false, monthsAtEmployer: 0, passes: false };
  }
  const monthsAtEmployer = differenceInCalendarMonths(today, new Date(current.startDate));
  return {
    employer: current.employerName,
    verified: current.verifiedBy !== null,
    monthsAtEmployer,
    passes: current.verifiedBy !== null && monthsAtEmployer >= MIN_MONTHS_EMPLOYED,
  };
}

// ... existing code ...
