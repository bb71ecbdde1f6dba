import { differenceInCalendarDays, parseISO, isAfter } from "date-fns";
import type { AdverseEventForm, ValidationIssue } from "../types/forms";
import { issue } from "./issue";

export const SAE_REPORTING_DAYS = 1;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

const SEVERITY_GRADES = ["1", "2", "3", "4", "5"] as const;

export function validateDates(ae: AdverseEventForm): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!ae.onsetDate) {
    issues.push(issue("onsetDate", "REQUIRED", "Onset date is required"));
    return issues;
  }
  if (ae.resolutionDate && isAfter(parseISO(ae.onsetDate), parseISO(ae.resolutionDate))) {
    issues.push(issue("resolutionDate", "DATE_ORDER", "Resolution date is before onset date"));
  }
  if (ae.resolutionDate) {
    const durationMs = parseISO(ae.resolutionDate).getTime() - parseISO(ae.onsetDate).getTime();
    if (durationMs / MS_PER_DAY > 365) {
      issues.push(issue("resolutionDate", "DURATION_QUERY", "AE lasted over a year; please confirm"));
    }
  }
  return issues;
}

export function validateGrading(ae: AdverseEventForm): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!SEVERITY_GRADES.includes(ae.ctcaeGrade as (typeof SEVERITY_GRADES)[number])) {
    issues.push(issue("ctcaeGrade", "INVALID_GRADE", "CTCAE grade must be 1-5"));
  }
  if (ae.ctcaeGrade === "5" && ae.outcome !== "fatal") {
    issues.push(issue("outcome", "GRADE_OUTCOME", "Grade 5 requires outcome 'fatal'"));
  }
  return issues;
}

export function validateSeriousness(ae: AdverseEventForm): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (ae.serious && ae.seriousnessCriteria.length === 0) {
    issues.push(issue("seriousnessCriteria", "REQUIRED", "Select at least one seriousness criterion"));
  }
  if (ae.serious && ae.awarenessDate && ae.reportedToSponsorAt) {
    const lag = differenceInCalendarDays(
      parseISO(ae.reportedToSponsorAt),
      parseISO(ae.awarenessDate),
    );
    if (lag > SAE_REPORTING_DAYS) {
      issues.push(
        issue("reportedToSponsorAt", "SAE_LATE_REPORT", `SAE reported ${lag} days after awareness`),
      );
    }
  }
  return issues;
}

export function validateAdverseEvent(ae: AdverseEventForm): ValidationIssue[] {
  return [...validateDates(ae), ...validateGrading(ae), ...validateSeriousness(ae)];
}
