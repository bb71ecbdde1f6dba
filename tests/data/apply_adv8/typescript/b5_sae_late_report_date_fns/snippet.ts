import { differenceInCalendarDays, parseISO, isAfter } from "date-fns";
// ... existing code ...

export function validateSeriousness(ae: AdverseEventForm): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // ... existing code ...
  if (ae.serious && ae.awarenessDate && ae.reportedToSponsorAt) {
    const lag = differenceInCalendarDays(
      parseISO(ae.reportedToSponsorAt),
      parseISO(ae.awarenessDate),
    );
    if (lag > SAE_REPORTING_DAYS) {
      // ... existing code ...
    }
  }
  return issues;
}

// ... existing code ...
