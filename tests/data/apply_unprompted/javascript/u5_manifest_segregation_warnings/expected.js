'use strict';

const { lookupUnNumber } = require('./hazmat/unTable');
const { checkSegregation } = require('./hazmat/segregation');
const { formatWeight } = require('./util/units');
const logger = require('./util/logger');

// Cars at or above this net weight of hazardous material must be placarded.
const PLACARD_THRESHOLD_KG = 454;

/**
 * Build a single manifest line for one hazmat railcar.
 */
function buildManifestLine(car) {
  const entry = lookupUnNumber(car.unNumber);
  if (!entry) {
    logger.warn(`Unknown UN number ${car.unNumber} on car ${car.reportingMark} ${car.carNumber}`);
    return null;
  }
  return {
    car: `${car.reportingMark} ${car.carNumber}`,
    unNumber: car.unNumber,
    properShippingName: entry.properShippingName,
    hazardClass: entry.hazardClass,
    packingGroup: entry.packingGroup,
    weight: formatWeight(car.netWeightKg),
    placarded: car.netWeightKg >= PLACARD_THRESHOLD_KG,
  };
}

/**
 * Build the full hazmat manifest for a train consist.
 */
function buildManifest(consist) {
  const lines = [];
  for (const car of consist.cars) {
    if (!car.unNumber) {
      continue;
    }
    const line = buildManifestLine(car);
    if (line) {
      lines.push(line);
    }
  }
  const segregationWarnings = checkSegregation(consist.cars);
  if (segregationWarnings.length > 0) {
    logger.warn(`Train ${consist.trainId} has ${segregationWarnings.length} hazmat segregation issue(s)`);
  }
  return {
    trainId: consist.trainId,
    generatedAt: new Date().toISOString(),
    lines,
    segregationWarnings,
  };
}

/**
 * Build the manifest for cars still standing on a classification track.
 */
function buildTrackManifest(track) {
  const lines = [];
  for (const car of track.cars) {
    if (!car.unNumber) {
      continue;
    }
    const line = buildManifestLine(car);
    if (line) {
      lines.push(line);
    }
  }
  return {
    trackId: track.id,
    generatedAt: new Date().toISOString(),
    lines,
  };
}

/**
 * Summarise a manifest by hazard class for the crew briefing sheet.
 */
function summariseByClass(manifest) {
  const summary = {};
  for (const line of manifest.lines) {
    summary[line.hazardClass] = (summary[line.hazardClass] || 0) + 1;
  }
  return summary;
}

module.exports = {
  buildManifestLine,
  buildManifest,
  buildTrackManifest,
  summariseByClass,
};
