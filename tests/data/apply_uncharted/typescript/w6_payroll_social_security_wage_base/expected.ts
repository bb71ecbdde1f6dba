import { PayLine, YtdTotals, DeductionCode } from "./types";
import { roundCents } from "../util/money";

export const SS_RATE = 0.062;
export const SS_WAGE_BASE = 168600;
export const MEDICARE_RATE = 0.0145;
export const ADDITIONAL_MEDICARE_RATE = 0.009;
export const ADDITIONAL_MEDICARE_THRESHOLD = 200000;

const PRETAX_CODES: ReadonlySet<DeductionCode> = new Set<DeductionCode>([
  "401K",
  "HSA",
  "FSA_MEDICAL",
  "FSA_DEPENDENT",
  "COMMUTER",
]);

function pretaxTotal(line: PayLine): number {
  return line.deductions
    .filter((d) => PRETAX_CODES.has(d.code))
    .reduce((sum, d) => sum + d.amount, 0);
}

/**
 * Federal income tax withholding using the employee's W-4 flat rate.
 */
export function computeFederalWithholding(line: PayLine, ytd: YtdTotals): number {
  const pretax = pretaxTotal(line);
  const taxable = Math.max(0, line.gross - pretax);
  return roundCents(taxable * line.w4.federalRate);
}

/**
 * State income tax withholding; states without an income tax return 0.
 */
export function computeStateWithholding(line: PayLine, ytd: YtdTotals): number {
  if (!line.stateRate) {
    return 0;
  }
  const pretax = pretaxTotal(line);
  const taxable = Math.max(0, line.gross - pretax);
  return roundCents(taxable * line.stateRate);
}

/**
 * Employee share of Social Security (OASDI).
 */
export function computeSocialSecurity(line: PayLine, ytd: YtdTotals): number {
  const pretax = pretaxTotal(line);
  const taxable = Math.max(0, Math.min(line.gross - pretax, SS_WAGE_BASE - ytd.socialSecurityWages));
  return roundCents(taxable * SS_RATE);
}

/**
 * Employee share of Medicare, including the additional 0.9% above the threshold.
 */
export function computeMedicare(line: PayLine, ytd: YtdTotals): number {
  const pretax = pretaxTotal(line);
  const taxable = Math.max(0, line.gross - pretax);
  const base = roundCents(taxable * MEDICARE_RATE);
  const overThreshold = Math.max(0, ytd.medicareWages + taxable - ADDITIONAL_MEDICARE_THRESHOLD);
  return base + roundCents(Math.min(overThreshold, taxable) * ADDITIONAL_MEDICARE_RATE);
}

export interface WithholdingSummary {
  federal: number;
  state: number;
  socialSecurity: number;
  medicare: number;
  total: number;
}

export function summarizeWithholding(line: PayLine, ytd: YtdTotals): WithholdingSummary {
  const federal = computeFederalWithholding(line, ytd);
  const state = computeStateWithholding(line, ytd);
  const socialSecurity = computeSocialSecurity(line, ytd);
  const medicare = computeMedicare(line, ytd);
  return {
    federal,
    state,
    socialSecurity,
    medicare,
    total: roundCents(federal + state + socialSecurity + medicare),
  };
}
