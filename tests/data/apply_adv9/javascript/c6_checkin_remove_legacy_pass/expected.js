import crypto from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';

import { db } from '../db/index.js';
import { renderPassPdf } from './pdf.js';

const PORT_TZ = 'Europe/London';
const CHECKIN_CLOSES_MIN = 30;

function passReference(bookingId, sailingId) {
  const hash = crypto
    .createHash('sha1')
    .update(`${bookingId}:${sailingId}`)
    .digest('hex');
  return hash.slice(0, 8).toUpperCase();
}

export async function issueBoardingPass(booking, sailing) {
  const reference = passReference(booking.id, sailing.id);
  const departs = formatInTimeZone(sailing.departsAt, PORT_TZ, 'HH:mm');
  await db.boardingPasses.insert({
    bookingId: booking.id,
    sailingId: sailing.id,
    reference,
    issuedAt: new Date(),
  });
  return renderPassPdf({ reference, departs, lane: booking.laneNumber });
}

export async function checkInVehicle(bookingId, registration, now = new Date()) {
  const booking = await db.bookings.findById(bookingId);
  if (!booking) {
    throw new Error(`Booking ${bookingId} not found`);
  }
  const sailing = await db.sailings.findById(booking.sailingId);
  const closesAt = new Date(sailing.departsAt.getTime() - CHECKIN_CLOSES_MIN * 60_000);
  if (now > closesAt) {
    return { ok: false, reason: 'CHECKIN_CLOSED' };
  }
  if (booking.vehicle.registration !== registration.toUpperCase()) {
    return { ok: false, reason: 'REGISTRATION_MISMATCH' };
  }
  await db.bookings.update(bookingId, { checkedInAt: now });
  const pdf = await issueBoardingPass(booking, sailing);
  return { ok: true, lane: booking.laneNumber, pdf };
}

export async function undoCheckIn(bookingId) {
  await db.bookings.update(bookingId, { checkedInAt: null });
  await db.boardingPasses.deleteWhere({ bookingId });
}
