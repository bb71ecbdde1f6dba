// ... keep existing code

const TAX_RATE = 0.2;
const COUPONS: Record<string, number> = {
  WELCOME10: 0.1,
  SPRING25: 0.25,
};

export class CartStore extends EventEmitter {
  private items = new Map<string, CartItem>();
  private discountRate = 0;

  // ... keep existing code

  clear(): void {
    this.items.clear();
    this.discountRate = 0;
    this.emit("change", this.snapshot());
  }

  applyCoupon(code: string): boolean {
    const rate = COUPONS[code.trim().toUpperCase()];
    if (rate === undefined) {
      return false;
    }
    this.discountRate = rate;
    this.emit("change", this.snapshot());
    return true;
  }

  // ... keep existing code

  total(): number {
    const subtotal = this.subtotal() * (1 - this.discountRate);
    return Math.round(subtotal * (1 + TAX_RATE) * 100) / 100;
  }

  // ... keep existing code
