export interface CartItem {
  sku: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

export type CartListener = (items: readonly CartItem[]) => void;

export class CartStore {
  private items: CartItem[] = [];
  private listeners = new Set<CartListener>();

  subscribe(listener: CartListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getItems(): readonly CartItem[] {
    return this.items;
  }

  addItem(item: Omit<CartItem, "quantity">, quantity = 1): void {
    const existing = this.items.find((i) => i.sku === item.sku);
    if (existing) {
      existing.quantity += quantity;
    } else {
      this.items.push({ ...item, quantity });
    }
    this.emit();
  }

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

  removeItem(sku: string): void {
    this.items = this.items.filter((i) => i.sku !== sku);
    this.emit();
  }

  totalCents(): number {
    return this.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  }

  itemCount(): number {
    return this.items.reduce((sum, i) => sum + i.quantity, 0);
  }

  clear(): void {
    this.items = [];
    this.emit();
  }

  private emit(): void {
    const snapshot = [...this.items];
    this.listeners.forEach((listener) => listener(snapshot));
  }
}

export const cartStore = new CartStore();
