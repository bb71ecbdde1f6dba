export class CheckoutCalculator {
  // ... existing code ...

  summarize(cart: Cart): CheckoutSummary {
    const subtotal = this.subtotal(cart);
    const discount = this.couponDiscount(cart.coupon, subtotal);

    const discounted = Math.max(subtotal - discount, 0);
    // ... rest of summarize unchanged ...
  }

  // ... existing code ...
}
