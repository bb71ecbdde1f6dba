'use strict';

const { DECK_LIMITS, VEHICLE_CLASSES } = require('./constants');
const logger = require('../lib/logger');

/**
 * Capacity calculators for the MV Islander vehicle decks.
 * Each deck has its own length budget in lane-metres; vehicles consume
 * lane-metres according to their class plus a safety gap.
 */

const SAFETY_GAP_M = 0.5;

function laneMetresFor(vehicle) {
  const cls = VEHICLE_CLASSES[vehicle.classCode];
  if (!cls) {
    throw new Error(`Unknown vehicle class: ${vehicle.classCode}`);
  }
  return cls.lengthM + SAFETY_GAP_M;
}

function upperDeckRemaining(bookings) {
  const budget = DECK_LIMITS.upper.laneMetres;
  let used = 0;
  for (const booking of bookings) {
    if (booking.deck !== 'upper') continue;
    used += laneMetresFor(booking.vehicle);
  }
  return Math.max(0, budget - used);
}

function mainDeckRemaining(bookings) {
  const budget = DECK_LIMITS.main.laneMetres;
  let used = 0;
  for (const booking of bookings) {
    if (booking.deck !== 'main') continue;
    used += laneMetresFor(booking.vehicle);
  }
  return Math.max(0, budget - used);
}

function mezzanineRemaining(bookings) {
  const budget = DECK_LIMITS.mezzanine.laneMetres;
  let used = 0;
  for (const booking of bookings) {
    if (booking.deck !== 'mezzanine') continue;
    used += laneMetresFor(booking.vehicle);
  }
  return Math.max(0, budget - used);
}

function remainingByDeck(bookings) {
  const result = {
    upper: upperDeckRemaining(bookings),
    main: mainDeckRemaining(bookings),
    mezzanine: mezzanineRemaining(bookings),
  };
  logger.debug('deck capacity', result);
  return result;
}

module.exports = {
  laneMetresFor,
  upperDeckRemaining,
  mainDeckRemaining,
  mezzanineRemaining,
  remainingByDeck,
};
