import { randomUUID } from "node:crypto";

export interface CartLine {
  productId: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Cart {
  id: string;
  userId: string;
  lines: CartLine[];
  updatedAt: Date;
}

export interface CartStore {
  get(id: string): Promise<Cart | undefined>;
  save(cart: Cart): Promise<void>;
}

export class InMemoryCartStore implements CartStore {
  private readonly carts = new Map<string, Cart>();

  async get(id: string): Promise<Cart | undefined> {
    return this.carts.get(id);
  }

  async save(cart: Cart): Promise<void> {
    this.carts.set(cart.id, { ...cart, lines: [...cart.lines] });
  }
}

export class CartNotFoundError extends Error {
  constructor(public readonly cartId: string) {
    super(`cart ${cartId} not found`);
    this.name = "CartNotFoundError";
  }
}

export class CartService {
  constructor(
    private readonly store: CartStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(userId: string): Promise<Cart> {
    const cart: Cart = { id: randomUUID(), userId, lines: [], updatedAt: this.now() };
    await this.store.save(cart);
    return cart;
  }

  async addItem(cartId: string, productId: string, quantity: number, unitPriceCents: number): Promise<Cart> {
    const cart = await this.load(cartId);
    const existing = cart.lines.find((line) => line.productId === productId);
    if (existing) {
      existing.quantity += quantity;
    } else {
      cart.lines.push({ productId, quantity, unitPriceCents });
    }
    return this.touchAndSave(cart);
  }

  async removeItem(cartId: string, productId: string): Promise<Cart> {
    const cart = await this.load(cartId);
    cart.lines = cart.lines.filter((line) => line.productId !== productId);
    return this.touchAndSave(cart);
  }

  private async load(cartId: string): Promise<Cart> {
    const cart = await this.store.get(cartId);
    if (!cart) {
      throw new CartNotFoundError(cartId);
    }
    return cart;
  }

  private async touchAndSave(cart: Cart): Promise<Cart> {
    cart.updatedAt = this.now();
    await this.store.save(cart);
    return cart;
  }
}

export function cartTotalCents(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}
