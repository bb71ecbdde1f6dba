"use strict";

const { DateTime } = require("luxon");
const { sendSms } = require("./sms");
const { sendEmail } = require("./email");
const logger = require("../logger");

const RESORT_ZONE = "Europe/Zurich";

async function sendLessonReminder(booking) {
  const startsAt = DateTime.fromISO(booking.startsAt, { zone: RESORT_ZONE });
  const remindAt = startsAt.minus({ hours: 18 });
  if (DateTime.now() < remindAt) {
    return false;
  }
  await sendSms(
    booking.phone,
    `Ski school: your ${booking.level} lesson starts ${startsAt.toFormat("ccc HH:mm")} at ${booking.meetingPoint}.`
  );
  logger.info({ bookingId: booking.id }, "lesson reminder sent");
  return true;
}

async function sendRentalReturnReminder(rental) {
  const dueAt = DateTime.fromISO(rental.dueAt, { zone: RESORT_ZONE });
  const remindAt = dueAt.minus({ hours: 3 });
  if (DateTime.now() < remindAt) {
    return false;
  }
  await sendSms(rental.phone, `Rental shop: please bring your equipment back by ${dueAt.toFormat("HH:mm")} today.`);
  logger.info({ rentalId: rental.id }, "rental return reminder sent");
  return true;
}

async function sendPassExpiryReminder(pass) {
  const expiresAt = DateTime.fromISO(pass.validUntil, { zone: RESORT_ZONE }).endOf("day");
  const remindAt = expiresAt.minus({ hours: 18 });
  if (pass.autoRenew || DateTime.now() < remindAt) {
    return false;
  }
  await sendEmail(pass.email, "Your lift pass expires tonight", {
    template: "pass-expiry",
    passNumber: pass.passNumber,
    product: pass.productName,
  });
  logger.info({ passNumber: pass.passNumber }, "pass expiry reminder sent");
  return true;
}

async function runReminderSweep({ bookings, rentals, passes }) {
  const results = await Promise.allSettled([
    ...bookings.map(sendLessonReminder),
    ...rentals.map(sendRentalReturnReminder),
    ...passes.map(sendPassExpiryReminder),
  ]);
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length > 0) {
    logger.warn({ failed: failed.length }, "some reminders could not be sent");
  }
  return results.filter((r) => r.status === "fulfilled" && r.value).length;
}

module.exports = {
  sendLessonReminder,
  sendRentalReturnReminder,
  sendPassExpiryReminder,
  runReminderSweep,
};
