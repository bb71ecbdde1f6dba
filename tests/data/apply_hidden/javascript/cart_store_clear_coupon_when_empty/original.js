import { EventEmitter } from 'events';

const STORAGE_KEY = 'shop.cart.v2';

export class CartStore extends EventEmitter {
  constructor(storage = window.localStorage) {
    super();
    this.storage = storage;
    this.items = [];
    this.coupon = null;
    this.load();
  }

  load() {
    try {
      const raw = this.storage.getItem(STORAGE_KEY);
      if (raw) {
        const data = JSON.parse(raw);
        this.items = data.items ?? [];
        this.coupon = data.coupon ?? null;
      }
    } catch {
      this.items = [];
    }
  }

  save() {
    this.storage.setItem(STORAGE_KEY, JSON.stringify({ items: this.items, coupon: this.coupon }));
    this.emit('change', this.snapshot());
  }

  addItem(product, quantity = 1) {
    const existing = this.items.find((item) => item.sku === product.sku);
    if (existing) {
      existing.quantity += quantity;
    } else {
      this.items.push({ sku: product.sku, name: product.name, price: product.price, quantity });
    }
    this.save();
  }

  updateQuantity(sku, quantity) {
    const existing = this.items.find((item) => item.sku === sku);
    if (!existing) return;
    existing.quantity = Math.max(0, quantity);
    this.items = this.items.filter((item) => item.quantity > 0);
    this.save();
  }

  removeItem(sku) {
    this.items = this.items.filter((item) => item.sku !== sku);
    this.save();
  }

  applyCoupon(coupon) {
    this.coupon = coupon;
    this.save();
  }

  subtotal() {
    return this.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  }

  total() {
    const subtotal = this.subtotal();
    if (!this.coupon) return subtotal;
    return Math.max(0, subtotal - (this.coupon.percent ? (subtotal * this.coupon.percent) / 100 : this.coupon.amount));
  }

  snapshot() {
    return { items: [...this.items], coupon: this.coupon, total: this.total() };
  }
}

export const cart = new CartStore();
