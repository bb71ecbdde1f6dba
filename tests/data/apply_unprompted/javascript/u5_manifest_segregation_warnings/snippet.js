'use strict';

const { lookupUnNumber } = require('./hazmat/unTable');
const { checkSegregation } = require('./hazmat/segregation');
const { formatWeight } = require('./util/units');
const logger = require('./util/logger');

// ... existing code ...

function buildManifest(consist) {
  const lines = [];
  // ... existing code ...
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

// ... existing code ...
