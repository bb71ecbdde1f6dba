import { roundCurrency } from './money.js';
import { TAX_RATES } from './config/tax.js';

const WELLNESS_PLAN_RATE = 0.1;

/**
 * Line totals include the dispensing fee for controlled drugs
 * (ketamine, buprenorphine, etc.), which is charged once per line.
 */
export function computeLineTotal(line) {
// ... existing code ...
  return roundCurrency(subtotal * (1 - WELLNESS_PLAN_RATE));
}

export function applyTax(amount, clinic) {
  const rate = TAX_RATES[clinic.region] ?? TAX_RATES.default;
  return roundCurrency(amount * (1 + rate));
}

// ... existing code ...
  let subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  subtotal = applyWellnessPlanDiscount(subtotal, patient);
  const total = applyTax(subtotal, clinic);

// ... existing code ...
