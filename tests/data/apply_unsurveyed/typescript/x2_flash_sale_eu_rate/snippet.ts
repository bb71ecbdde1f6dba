// ... existing code ...

export function applyFlashSaleRule(line: CartLine, ctx: PricingContext): RuleResult {
  if (!line.product.tags.includes("flash-sale")) {
    return NO_DISCOUNT;
  }
  // ... existing code ...
  const pct = ctx.region === "EU" ? 0.2 : 0.25;
  const discount = roundToCents(line.unitPrice * line.quantity * pct);
  return { discount, label: "Flash sale" };
}

// ... existing code ...
