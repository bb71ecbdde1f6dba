export function subtotal(cart: Cart): number {
  const raw = cart.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return Math.round(raw * 100) / 100;
}

// ... existing code ...
