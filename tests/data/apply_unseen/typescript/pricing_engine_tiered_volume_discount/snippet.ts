// ... existing code ...

export function computeDiscount(items: LineItem[], customer: Customer): number {
  const base = subtotal(items);
  const tierRate = TIER_DISCOUNT[customer.tier];

  // volume discount on hardware only: 3% from 10 units, 6% from 50 units
  const hardwareUnits = items
    .filter((item) => item.category === "hardware")
    .reduce((count, item) => count + item.quantity, 0);
  const volumeRate = hardwareUnits >= 50 ? 0.06 : hardwareUnits >= 10 ? 0.03 : 0;

  // discounts stack, but never more than 15% in total
  const rate = Math.min(tierRate + volumeRate, 0.15);
  return round2(base * rate);
}

// ... existing code ...
