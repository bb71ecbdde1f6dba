import { EventEmitter } from "events";

export interface CartItem {
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface CartSnapshot {
  items: CartItem[];
  subtotal: number;
  total: number;
}

const TAX_RATE = 0.2;

export class CartStore extends EventEmitter {
  private items = new Map<string, CartItem>();

  add(item: Omit<CartItem, "quantity">, quantity = 1): void {
    const existing = this.items.get(item.sku);
    if (existing) {
      existing.quantity += quantity;
    } else {
      this.items.set(item.sku, { ...item, quantity });
    }
    this.emit("change", this.snapshot());
  }

  remove(sku: string): void {
    if (this.items.delete(sku)) {
      this.emit("change", this.snapshot());
    }
  }

  setQuantity(sku: string, quantity: number): void {
    const item = this.items.get(sku);
    if (!item) {
      return;
    }
    if (quantity <= 0) {
      this.remove(sku);
      return;
    }
    item.quantity = quantity;
    this.emit("change", this.snapshot());
  }

  clear(): void {
    this.items.clear();
    this.emit("change", this.snapshot());
  }

  subtotal(): number {
    let sum = 0;
    for (const item of this.items.values()) {
      sum += item.unitPrice * item.quantity;
    }
    return Math.round(sum * 100) / 100;
  }

  total(): number {
    const subtotal = this.subtotal();
    return Math.round(subtotal * (1 + TAX_RATE) * 100) / 100;
  }

  snapshot(): CartSnapshot {
    return {
      items: [...this.items.values()].map((item) => ({ ...item })),
      subtotal: this.subtotal(),
      total: this.total(),
    };
  }
}

export const cartStore = new CartStore();
