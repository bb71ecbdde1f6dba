import { addMinutes, areIntervalsOverlapping, isBefore } from "date-fns";
import type { Appointment, Operatory, Provider } from "./types";
import { OFFICE_HOURS } from "./config";

export interface SlotRequest {
  providerId: string;
  procedureCode: string;
  durationMinutes: number;
  earliest: Date;
}

export interface Slot {
  start: Date;
  end: Date;
  operatoryId: string;
}

const SLOT_STEP_MINUTES = 15;

function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return areIntervalsOverlapping(a, b);
}

function withinOfficeHours(start: Date, end: Date): boolean {
  const open = new Date(start);
  open.setHours(OFFICE_HOURS.open, 0, 0, 0);
  const close = new Date(start);
  close.setHours(OFFICE_HOURS.close, 0, 0, 0);
  return !isBefore(start, open) && !isBefore(close, end);
}

export function providerIsFree(provider: Provider, slot: Slot, booked: Appointment[]): boolean {
  return !booked.some(
    (appt) => appt.providerId === provider.id && overlaps(appt, slot),
  );
}

export function operatoryIsFree(operatory: Operatory, slot: Slot, booked: Appointment[]): boolean {
  return !booked.some(
    (appt) => appt.operatoryId === operatory.id && overlaps(appt, slot),
  );
}

export function findNextSlot(
  request: SlotRequest,
  provider: Provider,
  operatories: Operatory[],
  booked: Appointment[],
  horizonDays = 14,
): Slot | null {
  const limit = addMinutes(request.earliest, horizonDays * 24 * 60);
  let start = new Date(request.earliest);
  while (isBefore(start, limit)) {
    const end = addMinutes(start, request.durationMinutes);
    if (withinOfficeHours(start, end)) {
      for (const operatory of operatories) {
        const slot: Slot = { start, end, operatoryId: operatory.id };
        if (providerIsFree(provider, slot, booked) && operatoryIsFree(operatory, slot, booked)) {
          return slot;
        }
      }
    }
    start = addMinutes(start, SLOT_STEP_MINUTES);
  }
  return null;
}
