import { EventEmitter } from 'events';
import { formatPrice } from './format.js';

const MAX_QUANTITY = 99;

export class Cart extends EventEmitter {
  constructor(currency = 'USD') {
    super();
    this.currency = currency;
    this.items = new Map();
  }

  add(product, quantity = 1) {
    const current = this.items.get(product.sku);
    const next = Math.min((current?.quantity ?? 0) + quantity, MAX_QUANTITY);
    this.items.set(product.sku, { product, quantity: next });
    this.emit('change', this);
  }

  remove(sku) {
    if (this.items.delete(sku)) {
      this.emit('change', this);
    }
  }

  get count() {
    let n = 0;
    for (const { quantity } of this.items.values()) n += quantity;
    return n;
  }

  get total() {
    let cents = 0;
    for (const { product, quantity } of this.items.values()) {
      cents += product.priceCents * quantity;
    }
    return cents;
  }

  toString() {
    return `${this.count} items, ${formatPrice(this.total, this.currency)}`;
  }

  clear() {
    if (this.items.size === 0) return;
    this.items.clear();
    this.emit('change', this);
  }
}

export class Wishlist extends EventEmitter {
  constructor() {
    super();
    this.items = new Map();
  }

  add(product) {
    this.items.set(product.sku, { product, addedAt: Date.now() });
    this.emit('change', this);
  }

  remove(sku) {
    if (this.items.delete(sku)) {
      this.emit('change', this);
    }
  }

  get count() {
    return this.items.size;
  }

  clear() {
    this.items.clear();
    this.emit('change', this);
  }
}

export function moveToCart(wishlist, cart, sku) {
  const entry = wishlist.items.get(sku);
  if (!entry) return false;
  cart.add(entry.product, 1);
  wishlist.remove(sku);
  return true;
}
