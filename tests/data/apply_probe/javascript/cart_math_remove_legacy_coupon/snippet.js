// ... existing code ...

const TAX_RATES = {
  // ... existing code ...
};

// (LEGACY_CODES removed)

// ... existing code ...

// ... removed applyLegacyCoupon() ...

export function computeTax(amountCents, region) {
  // ... existing code ...
}

export function cartTotal(cart, region) {
  const base = subtotal(cart.items);
  const discounted = applyCoupon(base, cart.coupon);
  return discounted + computeTax(discounted, region);
}

// ... existing code ...
