// ... keep existing code

  updateQuantity(sku: string, quantity: number): void {
    if (quantity <= 0) {
      this.removeItem(sku);
      return;
    }
    const existing = this.items.find((i) => i.sku === sku);
    if (!existing) {
      return;
    }
    existing.quantity = Math.min(quantity, 99);
    this.emit();
  }

// ... keep existing code

  clear(): void {
    this.items = [];
    this.emit();
  }

  private emit(): void {
// ... keep existing code
