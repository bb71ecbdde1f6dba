// ... keep existing code
export const TAX_RATE = 0.08;
export const FREE_SHIPPING_THRESHOLD = 50;
// ... keep existing code

export function shippingCost(items, region) {
  if (items.length === 0) {
    return 0;
  }
  if (region === 'domestic' && subtotal(items) >= FREE_SHIPPING_THRESHOLD) {
    return 0;
  }
  // ... keep existing code
}

// ... keep existing code
