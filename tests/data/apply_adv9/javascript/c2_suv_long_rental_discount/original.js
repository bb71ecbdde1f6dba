'use strict';

const { roundToCents } = require('./money');
const { daysBetween } = require('./dates');

const WEEKEND_SURCHARGE = 0.12;
const LONG_RENTAL_DAYS = 7;

function quoteEconomy(booking) {
  const days = daysBetween(booking.pickupAt, booking.returnAt);
  let total = days * 39.0;
  if (booking.includesWeekend) {
    total += total * WEEKEND_SURCHARGE;
  }
  if (days >= LONG_RENTAL_DAYS) {
    total *= 0.9;
  }
  return roundToCents(total);
}

function quoteCompact(booking) {
  const days = daysBetween(booking.pickupAt, booking.returnAt);
  let total = days * 45.5;
  if (booking.includesWeekend) {
    total += total * WEEKEND_SURCHARGE;
  }
  if (days >= LONG_RENTAL_DAYS) {
    total *= 0.9;
  }
  return roundToCents(total);
}

function quoteSuv(booking) {
  const days = daysBetween(booking.pickupAt, booking.returnAt);
  let total = days * 72.0;
  if (booking.includesWeekend) {
    total += total * WEEKEND_SURCHARGE;
  }
  if (days >= LONG_RENTAL_DAYS) {
    total *= 0.9;
  }
  return roundToCents(total);
}

function quoteVan(booking) {
  const days = daysBetween(booking.pickupAt, booking.returnAt);
  let total = days * 88.0;
  if (booking.includesWeekend) {
    total += total * WEEKEND_SURCHARGE;
  }
  if (days >= LONG_RENTAL_DAYS) {
    total *= 0.9;
  }
  return roundToCents(total);
}

const QUOTERS = {
  economy: quoteEconomy,
  compact: quoteCompact,
  suv: quoteSuv,
  van: quoteVan,
};

function quoteBooking(booking) {
  const quoter = QUOTERS[booking.vehicleClass];
  if (!quoter) {
    throw new Error(`Unknown vehicle class: ${booking.vehicleClass}`);
  }
  return quoter(booking);
}

module.exports = { quoteBooking, QUOTERS };
