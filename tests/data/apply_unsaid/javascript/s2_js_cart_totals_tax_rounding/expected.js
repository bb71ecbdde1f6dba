export const TAX_RATES = {
  standard: 0.2,
  reduced: 0.05,
  zero: 0,
};

export function lineTotal(item) {
  return item.unitPrice * item.quantity;
}

export function subtotal(items) {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

export function discountAmount(items, coupon) {
  if (!coupon) {
    return 0;
  }
  const base = subtotal(items);
  if (coupon.type === "percent") {
    return base * (coupon.value / 100);
  }
  if (coupon.type === "fixed") {
    return Math.min(coupon.value, base);
  }
  return 0;
}

export function roundMoney(amount) {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function taxAmount(items) {
  return roundMoney(
    items.reduce((sum, item) => {
      const rate = TAX_RATES[item.taxClass] ?? TAX_RATES.standard;
      return sum + lineTotal(item) * rate;
    }, 0)
  );
}

export function shippingCost(items, destination) {
  const weight = items.reduce((sum, item) => sum + (item.weight || 0) * item.quantity, 0);
  if (destination.country === "GB") {
    return weight > 2000 ? 6.99 : 3.99;
  }
  if (destination.region === "EU") {
    return weight > 2000 ? 14.99 : 9.99;
  }
  return weight > 2000 ? 29.99 : 19.99;
}

export function cartTotals(items, { coupon, destination } = {}) {
  const sub = subtotal(items);
  const discount = discountAmount(items, coupon);
  const tax = taxAmount(items);
  const shipping = destination ? shippingCost(items, destination) : 0;
  return {
    subtotal: sub,
    discount,
    tax,
    shipping,
    total: roundMoney(sub - discount + tax + shipping),
  };
}

export function formatMoney(amount, currency = "GBP") {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
}
