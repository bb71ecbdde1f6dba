function taxFor(items, country, coupon) {
  const rate = TAX_RATES[country] ?? 0;
  const taxable = subtotal(items) - discountFor(items, coupon);
  return roundCents(Math.max(taxable, 0) * rate);
}

// ... existing code ...
