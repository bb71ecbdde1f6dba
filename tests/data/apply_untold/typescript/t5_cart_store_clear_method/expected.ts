import { Money, Product } from "./types";
import { formatMoney } from "./format";

export interface CartLine {
  product: Product;
  quantity: number;
}

export class CartStore {
  private lines = new Map<string, CartLine>();
  private listeners: Array<() => void> = [];

  subscribe(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  add(product: Product, quantity = 1): void {
    const existing = this.lines.get(product.id);
    if (existing) {
      existing.quantity += quantity;
    } else {
      this.lines.set(product.id, { product, quantity });
    }
    this.emit();
  }

  remove(productId: string): void {
    if (this.lines.delete(productId)) {
      this.emit();
    }
  }

  setQuantity(productId: string, quantity: number): void {
    const line = this.lines.get(productId);
    if (!line) return;
    if (quantity <= 0) {
      this.lines.delete(productId);
    } else {
      line.quantity = quantity;
    }
    this.emit();
  }

  get items(): CartLine[] {
    return [...this.lines.values()];
  }

  get subtotal(): Money {
    let cents = 0;
    for (const line of this.lines.values()) {
      cents += line.product.price.cents * line.quantity;
    }
    return { cents, currency: "EUR" };
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  clear(): void {
    if (this.lines.size === 0) return;
    this.lines.clear();
    this.emit();
  }
}

export function describeCart(cart: CartStore): string {
  const count = cart.items.reduce((n, line) => n + line.quantity, 0);
  return `${count} item(s), ${formatMoney(cart.subtotal)}`;
}
