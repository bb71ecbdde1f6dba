import { differenceInCalendarDays, differenceInYears, parseISO } from "date-fns";
import { Participant, ScreeningResult } from "../models/participant";
import { ProtocolCriteria } from "../models/protocol";
import { logger } from "../lib/logger";

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export interface EligibilityOutcome {
  eligible: boolean;
  reasons: string[];
}

function ageAtScreening(participant: Participant, screeningDate: string): number {
  return differenceInYears(parseISO(screeningDate), parseISO(participant.dateOfBirth));
}

function daysSince(isoDate: string, reference: string): number {
  return differenceInCalendarDays(parseISO(reference), parseISO(isoDate));
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
