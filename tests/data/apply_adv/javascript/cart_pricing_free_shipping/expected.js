// Pricing helpers shared by the cart drawer and the checkout page.

export const DEFAULT_CURRENCY = 'USD';
export const TAX_RATE = 0.08;
export const FREE_SHIPPING_THRESHOLD = 50;

const SHIPPING_RATES = {
  domestic: 5.99,
  canada: 12.5,
  international: 24.0,
};

export function lineTotal(item) {
  const unit = item.salePrice ?? item.price;
  return roundCents(unit * item.quantity);
}

export function subtotal(items) {
  return roundCents(items.reduce((sum, item) => sum + lineTotal(item), 0));
}

export function discountAmount(items, coupon) {
  if (!coupon) {
    return 0;
  }
  const base = subtotal(items);
  if (coupon.type === 'percent') {
    return roundCents((base * coupon.value) / 100);
  }
  if (coupon.type === 'fixed') {
    return Math.min(coupon.value, base);
  }
  return 0;
}

export function shippingCost(items, region) {
  if (items.length === 0) {
    return 0;
  }
  if (region === 'domestic' && subtotal(items) >= FREE_SHIPPING_THRESHOLD) {
    return 0;
  }
  const rate = SHIPPING_RATES[region];
  if (rate === undefined) {
    throw new Error(`Unknown shipping region: ${region}`);
  }
  return rate;
}

export function taxAmount(items, coupon) {
  const taxable = subtotal(items) - discountAmount(items, coupon);
  return roundCents(Math.max(taxable, 0) * TAX_RATE);
}

export function orderTotal(items, { coupon, region = 'domestic' } = {}) {
  const total =
    subtotal(items) - discountAmount(items, coupon) + taxAmount(items, coupon) + shippingCost(items, region);
  return roundCents(total);
}

export function formatMoney(amount, currency = DEFAULT_CURRENCY) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

function roundCents(value) {
  return Math.round(value * 100) / 100;
}
