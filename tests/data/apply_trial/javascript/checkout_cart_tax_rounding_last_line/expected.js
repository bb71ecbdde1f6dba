const TAX_RATES = {
  US: 0.0725,
  CA: 0.13,
  DE: 0.19,
  FR: 0.2,
};

const FREE_SHIPPING_THRESHOLD = 75;

function roundCents(amount) {
  return Math.round(amount * 100) / 100;
}

function lineTotal(item) {
  const price = item.unitPrice * item.quantity;
  return Math.round(price * 100) / 100;
}

function subtotal(items) {
  const sum = items.reduce((acc, item) => acc + lineTotal(item), 0);
  return Math.round(sum * 100) / 100;
}

function discountFor(items, coupon) {
  if (!coupon) return 0;
  const base = subtotal(items);
  const amount = coupon.type === "percent" ? base * (coupon.value / 100) : coupon.value;
  return Math.round(Math.min(amount, base) * 100) / 100;
}

function taxFor(items, country, coupon) {
  const rate = TAX_RATES[country] ?? 0;
  const taxable = subtotal(items) - discountFor(items, coupon);
  return roundCents(Math.max(taxable, 0) * rate);
}

function shippingFor(items, country) {
  if (subtotal(items) >= FREE_SHIPPING_THRESHOLD) return 0;
  const weight = items.reduce((acc, item) => acc + (item.weightKg ?? 0) * item.quantity, 0);
  const base = country === "US" ? 5.99 : 12.5;
  return Math.round((base + weight * 0.8) * 100) / 100;
}

function cartTotal(items, country, coupon) {
  const total =
    subtotal(items) - discountFor(items, coupon) + taxFor(items, country, coupon) + shippingFor(items, country);
  return Math.round(total * 100) / 100;
}

module.exports = {
  roundCents,
  lineTotal,
  subtotal,
  discountFor,
  taxFor,
  shippingFor,
  cartTotal,
};
