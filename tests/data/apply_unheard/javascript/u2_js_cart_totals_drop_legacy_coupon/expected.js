import { roundCents, formatMoney } from "./money.js";

export const TAX_RATES = {
  CA: 0.0725,
  NY: 0.04,
  TX: 0.0625,
  WA: 0.065,
};

export function lineTotal(item) {
  return roundCents(item.unitPrice * item.quantity);
}

export function subtotal(cart) {
  return roundCents(cart.items.reduce((sum, item) => sum + lineTotal(item), 0));
}

export function applyCoupon(amount, coupon) {
  if (!coupon) return amount;
  if (coupon.type === "percent") {
    return roundCents(amount * (1 - coupon.value / 100));
  }
  if (coupon.type === "fixed") {
    return Math.max(0, roundCents(amount - coupon.value));
  }
  return amount;
}

export function taxFor(amount, state) {
  const rate = TAX_RATES[state] ?? 0;
  return roundCents(amount * rate);
}

export function cartTotals(cart, { coupon, state } = {}) {
  const sub = subtotal(cart);
  const discounted = applyCoupon(sub, coupon);
  const tax = taxFor(discounted, state);
  return {
    subtotal: sub,
    discount: roundCents(sub - discounted),
    tax,
    total: roundCents(discounted + tax),
  };
}

export function itemCount(cart) {
  return cart.items.reduce((count, item) => count + item.quantity, 0);
}

export function summarize(cart, options) {
  const totals = cartTotals(cart, options);
  return `${itemCount(cart)} items, total ${formatMoney(totals.total)}`;
}
