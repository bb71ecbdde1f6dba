// ... keep existing code

  updateQuantity(sku, quantity) {
    const existing = this.items.find((item) => item.sku === sku);
    if (!existing) return;
    existing.quantity = Math.max(0, quantity);
    this.items = this.items.filter((item) => item.quantity > 0);
    if (this.items.length === 0) {
      this.coupon = null;
    }
    this.save();
  }

  removeItem(sku) {
    this.items = this.items.filter((item) => item.sku !== sku);
    if (this.items.length === 0) {
      this.coupon = null;
    }
    this.save();
  }

  clear() {
    this.items = [];
    this.coupon = null;
    this.save();
  }

// ... keep existing code
