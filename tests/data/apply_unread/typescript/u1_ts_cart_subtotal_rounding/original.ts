export interface CartLine {
  sku: string;
  title: string;
  unitPrice: number;
  quantity: number;
}

export interface Cart {
  id: string;
  currency: "USD" | "EUR" | "GBP";
  lines: CartLine[];
  couponCode?: string;
}

export function createCart(id: string, currency: Cart["currency"] = "USD"): Cart {
  return { id, currency, lines: [] };
}

export function addLine(cart: Cart, line: CartLine): Cart {
  const existing = cart.lines.find((l) => l.sku === line.sku);
  if (existing) {
    return {
      ...cart,
      lines: cart.lines.map((l) =>
        l.sku === line.sku ? { ...l, quantity: l.quantity + line.quantity } : l,
      ),
    };
  }
  return { ...cart, lines: [...cart.lines, line] };
}

export function removeLine(cart: Cart, sku: string): Cart {
  return { ...cart, lines: cart.lines.filter((l) => l.sku !== sku) };
}

export function setQuantity(cart: Cart, sku: string, quantity: number): Cart {
  if (quantity <= 0) {
    return removeLine(cart, sku);
  }
  return {
    ...cart,
    lines: cart.lines.map((l) => (l.sku === sku ? { ...l, quantity } : l)),
  };
}

export function itemCount(cart: Cart): number {
  return cart.lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function subtotal(cart: Cart): number {
  const raw = cart.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return raw;
}

export function discount(cart: Cart): number {
  if (!cart.couponCode) {
    return 0;
  }
  const rate = cart.couponCode.startsWith("VIP") ? 0.2 : 0.1;
  return subtotal(cart) * rate;
}

export function total(cart: Cart): number {
  return subtotal(cart) - discount(cart);
}

export function formatMoney(amount: number, currency: Cart["currency"]): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
}
