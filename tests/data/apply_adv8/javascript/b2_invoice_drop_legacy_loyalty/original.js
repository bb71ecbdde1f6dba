import { roundCurrency } from './money.js';
import { TAX_RATES } from './config/tax.js';

const WELLNESS_PLAN_RATE = 0.1;
const LOYALTY_VISIT_THRESHOLD = 12;

/**
 * Line totals include the dispensing fee for controlled drugs
 * (ketamine, buprenorphine, etc.), which is charged once per line.
 */
export function computeLineTotal(line) {
  const base = line.unitPrice * line.quantity;
  if (line.controlledSubstance) {
    return roundCurrency(base + line.dispensingFee);
  }
  return roundCurrency(base);
}

export function applyWellnessPlanDiscount(subtotal, patient) {
  if (!patient.wellnessPlan || patient.wellnessPlan.expired) {
    return subtotal;
  }
  return roundCurrency(subtotal * (1 - WELLNESS_PLAN_RATE));
}

export function applyLegacyLoyaltyDiscount(subtotal, client) {
  // Pre-2021 loyalty scheme; kept until the PMS migration finishes.
  if (client.visitCount < LOYALTY_VISIT_THRESHOLD) {
    return subtotal;
  }
  return roundCurrency(subtotal * 0.95);
}

export function applyTax(amount, clinic) {
  const rate = TAX_RATES[clinic.region] ?? TAX_RATES.default;
  return roundCurrency(amount * (1 + rate));
}

export function buildInvoice(visit, patient, client, clinic) {
  const lines = visit.items.map((item) => ({
    ...item,
    total: computeLineTotal(item),
  }));

  let subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  subtotal = applyWellnessPlanDiscount(subtotal, patient);
  subtotal = applyLegacyLoyaltyDiscount(subtotal, client);
  const total = applyTax(subtotal, clinic);

  return {
    invoiceNumber: `${clinic.code}-${visit.id}`,
    patientId: patient.id,
    clientId: client.id,
    issuedAt: new Date().toISOString(),
    lines,
    subtotal,
    total,
  };
}
