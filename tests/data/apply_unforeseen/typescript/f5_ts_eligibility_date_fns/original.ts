import { Participant, ScreeningResult } from "../models/participant";
import { ProtocolCriteria } from "../models/protocol";
import { logger } from "../lib/logger";

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export interface EligibilityOutcome {
  eligible: boolean;
  reasons: string[];
}

function ageAtScreening(participant: Participant, screeningDate: string): number {
  const dob = new Date(participant.dateOfBirth);
  const screened = new Date(screeningDate);
  let age = screened.getFullYear() - dob.getFullYear();
  const monthDiff = screened.getMonth() - dob.getMonth();
  if (monthDiff < 0 || (monthDiff === 0 && screened.getDate() < dob.getDate())) {
    age -= 1;
  }
  return age;
}

function daysSince(isoDate: string, reference: string): number {
  const diff = new Date(reference).getTime() - new Date(isoDate).getTime();
  return Math.floor(diff / MS_PER_DAY);
}

export function checkEligibility(
  participant: Participant,
  screening: ScreeningResult,
  criteria: ProtocolCriteria,
): EligibilityOutcome {
  const reasons: string[] = [];
  const age = ageAtScreening(participant, screening.date);

  if (age < criteria.minAge || age > criteria.maxAge) {
    reasons.push(`age ${age} outside ${criteria.minAge}-${criteria.maxAge}`);
  }
  if (screening.egfr < criteria.minEgfr) {
    reasons.push(`eGFR ${screening.egfr} below ${criteria.minEgfr}`);
  }
  if (participant.pregnant && criteria.excludePregnancy) {
    reasons.push("pregnancy is an exclusion criterion");
  }
  if (
    participant.lastInvestigationalDrugDate &&
    daysSince(participant.lastInvestigationalDrugDate, screening.date) < criteria.washoutDays
  ) {
    reasons.push(`washout of ${criteria.washoutDays} days not met`);
  }

  if (reasons.length > 0) {
    logger.info("participant screened out", {
      screeningId: screening.id,
      reasons: reasons.length,
    });
  }
  return { eligible: reasons.length === 0, reasons };
}
