export function selectCartTotal(state) {
  const subtotal = selectCartSubtotal(state);
  const tax = selectCartTax(state);
  const discount = selectAppliedDiscount(state);
  return Math.max(0, Math.round((subtotal + tax - discount) * 100) / 100);
}

// ... existing code ...
