// Shopping cart helpers

const TAX_RATE = 0.08;

function calculateTotal(items) {
  let total = 0;
  for (const item of items) {
    total += item.price * item.quantity;
  }
  return total;
}

function calculateWeight(items) {
  let weight = 0;
  for (const item of items) {
    weight += item.weight * item.quantity;
  }
  return weight;
}

function calculateTax(total) {
  return Math.round(total * TAX_RATE * 100) / 100;
}

function formatPrice(amount) {
  return "$" + amount.toFixed(2);
}

function summarize(items) {
  const total = calculateTotal(items);
  const tax = calculateTax(total);
  return {
    count: items.length,
    total: formatPrice(total),
    tax: formatPrice(tax),
    grandTotal: formatPrice(total + tax),
  };
}

module.exports = { calculateTotal, calculateWeight, calculateTax, formatPrice, summarize };
