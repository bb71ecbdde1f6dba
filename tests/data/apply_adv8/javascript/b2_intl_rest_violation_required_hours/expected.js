'use strict';

const { hoursBetween, isLocalNight } = require('./time-utils');
const { RestViolation } = require('./errors');

const DOMESTIC_MIN_REST_HOURS = 10;
const INTERNATIONAL_MIN_REST_HOURS = 12;
const ULR_MIN_REST_HOURS = 18;
const ULR_PRE_DUTY_REST_HOURS = 48;

/**
 * Rest between two duty periods flown entirely within the home region.
 */
function checkDomesticRest(prevDuty, nextDuty) {
  const rest = hoursBetween(prevDuty.releaseTime, nextDuty.reportTime);
  const violations = [];

  if (rest < DOMESTIC_MIN_REST_HOURS) {
    violations.push(new RestViolation('MIN_REST', prevDuty.crewId, rest));
  }
  if (!isLocalNight(prevDuty.releaseTime, nextDuty.reportTime, prevDuty.layoverTz)) {
    violations.push(new RestViolation('NO_LOCAL_NIGHT', prevDuty.crewId, rest));
  }

  return violations;
}

/**
 * Rest after a duty that crossed a border but stayed under the ULR threshold.
 */
function checkInternationalRest(prevDuty, nextDuty) {
  const rest = hoursBetween(prevDuty.releaseTime, nextDuty.reportTime);
  const violations = [];

  if (rest < INTERNATIONAL_MIN_REST_HOURS) {
    violations.push(new RestViolation('MIN_REST', prevDuty.crewId, rest, INTERNATIONAL_MIN_REST_HOURS));
  }
  if (!isLocalNight(prevDuty.releaseTime, nextDuty.reportTime, prevDuty.layoverTz)) {
    violations.push(new RestViolation('NO_LOCAL_NIGHT', prevDuty.crewId, rest));
  }

  return violations;
}

/**
 * Ultra-long-range sectors need both a longer layover and a protected
 * pre-duty rest block at home base.
 */
function checkUltraLongHaulRest(prevDuty, nextDuty) {
  const rest = hoursBetween(prevDuty.releaseTime, nextDuty.reportTime);
  const violations = [];

  if (rest < ULR_MIN_REST_HOURS) {
    violations.push(new RestViolation('MIN_REST', prevDuty.crewId, rest));
  }
  if (nextDuty.homeBaseRestHours < ULR_PRE_DUTY_REST_HOURS) {
    violations.push(new RestViolation('PRE_ULR_REST', prevDuty.crewId, nextDuty.homeBaseRestHours));
  }

  return violations;
}

function checkRest(prevDuty, nextDuty) {
  switch (nextDuty.category) {
    case 'ULR':
      return checkUltraLongHaulRest(prevDuty, nextDuty);
    case 'INTL':
      return checkInternationalRest(prevDuty, nextDuty);
    default:
      return checkDomesticRest(prevDuty, nextDuty);
  }
}

module.exports = {
  checkRest,
  checkDomesticRest,
  checkInternationalRest,
  checkUltraLongHaulRest,
};
