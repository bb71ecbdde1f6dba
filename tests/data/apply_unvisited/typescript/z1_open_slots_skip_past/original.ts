import { addMinutes, differenceInMinutes, isBefore } from "date-fns";

export interface ClinicSession {
  clinicianId: string;
  room: string;
  start: Date;
  end: Date;
}

export interface Booking {
  id: string;
  clinicianId: string;
  start: Date;
  durationMinutes: number;
  status: "booked" | "arrived" | "cancelled" | "dna";
}

export interface OpenSlot {
  clinicianId: string;
  room: string;
  start: Date;
  durationMinutes: number;
}

const SLOT_MINUTES = 15;

function overlaps(aStart: Date, aMinutes: number, bStart: Date, bMinutes: number): boolean {
  const aEnd = addMinutes(aStart, aMinutes);
  const bEnd = addMinutes(bStart, bMinutes);
  return isBefore(aStart, bEnd) && isBefore(bStart, aEnd);
}

export function activeBookings(bookings: Booking[], clinicianId: string): Booking[] {
  const result = bookings.filter(
    (b) => b.clinicianId === clinicianId && b.status !== "cancelled",
  );
  result.sort((a, b) => a.start.getTime() - b.start.getTime());
  return result;
}

export function findOpenSlots(
  session: ClinicSession,
  bookings: Booking[],
  lengthMinutes: number,
): OpenSlot[] {
  const taken = activeBookings(bookings, session.clinicianId);
  const result: OpenSlot[] = [];
  let cursor = session.start;
  while (differenceInMinutes(session.end, cursor) >= lengthMinutes) {
    const clash = taken.some((b) => overlaps(cursor, lengthMinutes, b.start, b.durationMinutes));
    if (!clash) {
      result.push({
        clinicianId: session.clinicianId,
        room: session.room,
        start: cursor,
        durationMinutes: lengthMinutes,
      });
    }
    cursor = addMinutes(cursor, SLOT_MINUTES);
  }
  return result;
}

export function utilisation(session: ClinicSession, bookings: Booking[]): number {
  const total = differenceInMinutes(session.end, session.start);
  if (total <= 0) {
    return 0;
  }
  const used = activeBookings(bookings, session.clinicianId)
    .filter((b) => !isBefore(b.start, session.start) && isBefore(b.start, session.end))
    .reduce((sum, b) => sum + b.durationMinutes, 0);
  return Math.min(1, used / total);
}

export function firstAvailable(
  sessions: ClinicSession[],
  bookings: Booking[],
  lengthMinutes: number,
): OpenSlot | undefined {
  for (const session of sessions) {
    const open = findOpenSlots(session, bookings, lengthMinutes);
    if (open.length > 0) {
      return open[0];
    }
  }
  return undefined;
}
