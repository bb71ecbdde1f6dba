// Pitch fees and commission for vendor stalls, by stall category.

export type StallCategory = "food" | "drink" | "merch" | "charity";

export interface FeeRule {
  pitchFee: number;
  commissionRate: number;
  depositPence: number;
  requiresHygieneCert: boolean;
}

export interface StallInvoice {
  stallName: string;
  category: StallCategory;
  pitchFee: number;
  commission: number;
  deposit: number;
  total: number;
}

export const FEE_RULES: Record<StallCategory, FeeRule> = {
  food: {
    pitchFee: 650,
    commissionRate: 0.12,
    depositPence: 25000,
    requiresHygieneCert: true,
  },
  drink: {
    pitchFee: 800,
    commissionRate: 0.15,
    depositPence: 25000,
    requiresHygieneCert: true,
  },
  merch: {
    pitchFee: 350,
    commissionRate: 0.1,
    depositPence: 15000,
    requiresHygieneCert: false,
  },
  charity: {
    pitchFee: 0,
    commissionRate: 0,
    depositPence: 10000,
    requiresHygieneCert: false,
  },
};

function roundPounds(value: number): number {
  return Math.round(value * 100) / 100;
}

export function commissionFor(category: StallCategory, takings: number): number {
  return roundPounds(takings * FEE_RULES[category].commissionRate);
}

export function depositFor(category: StallCategory): number {
  return FEE_RULES[category].depositPence / 100;
}

export function invoiceFor(
  stallName: string,
  category: StallCategory,
  takings: number,
): StallInvoice {
  const rule = FEE_RULES[category];
  const commission = commissionFor(category, takings);
  const deposit = depositFor(category);
  return {
    stallName,
    category,
    pitchFee: rule.pitchFee,
    commission,
    deposit,
    total: roundPounds(rule.pitchFee + commission),
  };
}

export function needsHygieneCert(category: StallCategory): boolean {
  return FEE_RULES[category].requiresHygieneCert;
}
