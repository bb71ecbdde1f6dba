'use strict';

const { differenceInDays } = require('date-fns');
const { FLAG_SEVERITY } = require('./constants');

/**
 * Fraud flag rules for first-notice-of-loss intake.
 * Each rule receives the normalized claim and returns a flag or null.
 */

function lateReportingRule(claim) {
  const days = differenceInDays(claim.reportedAt, claim.lossDate);
  if (days <= 30) {
    return null;
  }
  return {
    code: 'LATE_REPORT',
    severity: FLAG_SEVERITY.MEDIUM,
    detail: `Reported ${days} days after loss`,
  };
}

function newPolicyRule(claim) {
  const days = differenceInDays(claim.lossDate, claim.policy.inceptionDate);
  if (days > 30) {
    return null;
  }
  return {
    code: 'NEW_POLICY',
    severity: FLAG_SEVERITY.HIGH,
    detail: `Loss ${days} days after policy inception`,
  };
}

function priorClaimsRule(claim) {
  const recent = claim.claimant.priorClaims.filter(
    (c) => differenceInDays(claim.lossDate, c.lossDate) <= 365
  );
  if (recent.length < 3) {
    return null;
  }
  return {
    code: 'FREQUENT_CLAIMANT',
    severity: FLAG_SEVERITY.MEDIUM,
    detail: `${recent.length} claims in the last 12 months`,
  };
}

function coverageChangeRule(claim) {
  const change = claim.policy.lastEndorsement;
  if (!change) {
    return null;
  }
  const days = differenceInDays(claim.lossDate, change.effectiveDate);
  if (days > 60) {
    return null;
  }
  return {
    code: 'RECENT_COVERAGE_INCREASE',
    severity: FLAG_SEVERITY.HIGH,
    detail: `Coverage changed ${days} days before loss`,
  };
}

const RULES = [lateReportingRule, newPolicyRule, priorClaimsRule, coverageChangeRule];

function evaluateFlags(claim) {
  return RULES.map((rule) => rule(claim)).filter(Boolean);
}

module.exports = { evaluateFlags, RULES };
