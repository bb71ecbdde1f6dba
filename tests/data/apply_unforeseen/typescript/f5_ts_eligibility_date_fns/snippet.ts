import { differenceInCalendarDays, differenceInYears, parseISO } from "date-fns";
import { Participant, ScreeningResult } from "../models/participant";
import { ProtocolCriteria } from "../models/protocol";
import { logger } from "../lib/logger";

// ... existing code ...

function ageAtScreening(participant: Participant, screeningDate: string): number {
  return differenceInYears(parseISO(screeningDate), parseISO(participant.dateOfBirth));
}

function daysSince(isoDate: string, reference: string): number {
  return differenceInCalendarDays(parseISO(reference), parseISO(isoDate));
}

// ... existing code ...
