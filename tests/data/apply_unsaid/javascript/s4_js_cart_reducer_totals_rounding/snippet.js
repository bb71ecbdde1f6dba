export function selectDiscountCents(state) {
  const subtotal = selectSubtotalCents(state);
  return Math.round(subtotal * (state.discountPercent / 100));
}

// ... existing code ...
