// ... keep existing code

export const bulkDiscountRule: PricingRule = (cart) => {
  const bulkLines = cart.lines.filter((line) => line.quantity >= 10);
  const bulkTotal = bulkLines.reduce((sum, line) => sum + lineTotal(line), 0);
  return Math.round(bulkTotal * 0.15);
};

export const defaultRules: PricingRule[] = [
  seasonalSaleRule,
  loyaltyRule,
  couponRule,
  bulkDiscountRule,
];

// ... keep existing code
