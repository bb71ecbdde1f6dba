/**
 * Cart math helpers. All amounts are integer cents.
 */

const TAX_RATES = {
  'US-CA': 0.0725,
  'US-NY': 0.04,
  'US-TX': 0.0625,
  EU: 0.2,
};

const LEGACY_CODES = {
  SUMMER10: 0.1,
  WELCOME5: 0.05,
};

export function lineTotal(item) {
  return item.unitPriceCents * item.quantity;
}

export function subtotal(items) {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/**
 * Applies a coupon object ({ kind: 'percent' | 'fixed', value }) to an amount.
 */
export function applyCoupon(amountCents, coupon) {
  if (!coupon) {
    return amountCents;
  }
  if (coupon.kind === 'percent') {
    return Math.round(amountCents * (1 - coupon.value / 100));
  }
  if (coupon.kind === 'fixed') {
    return Math.max(0, amountCents - coupon.value);
  }
  throw new Error(`Unknown coupon kind: ${coupon.kind}`);
}

/**
 * @deprecated Legacy string codes from the old checkout; use applyCoupon().
 */
export function applyLegacyCoupon(amountCents, code) {
  const rate = LEGACY_CODES[code.toUpperCase()];
  if (rate === undefined) {
    return amountCents;
  }
  return Math.round(amountCents * (1 - rate));
}

export function computeTax(amountCents, region) {
  const rate = TAX_RATES[region] ?? 0;
  return Math.round(amountCents * rate);
}

export function cartTotal(cart, region) {
  const base = subtotal(cart.items);
  const discounted = cart.coupon?.legacy
    ? applyLegacyCoupon(base, cart.coupon.code)
    : applyCoupon(base, cart.coupon);
  return discounted + computeTax(discounted, region);
}

export function formatCents(cents, currency = 'USD') {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
