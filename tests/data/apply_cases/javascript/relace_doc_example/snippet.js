function calculateTotal(items) {
  let total = 0;
  for (const item of items) {
    total += item.price * item.quantity * (1 - (item.discount || 0));
  }
  return total;
}

// ... keep existing code

function applyDiscount(total, percent) {
  return total * (1 - percent / 100);
}

module.exports = { calculateTotal, calculateWeight, calculateTax, formatPrice, summarize, applyDiscount };
