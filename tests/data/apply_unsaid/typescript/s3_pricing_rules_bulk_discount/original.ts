import type { Cart, CartLine } from "./cart";

export type PricingRule = (cart: Cart) => number;

export interface RuleContext {
  now: Date;
  loyaltyTier?: "silver" | "gold" | "platinum";
  couponCode?: string;
}

function lineTotal(line: CartLine): number {
  return line.unitPriceCents * line.quantity;
}

function subtotal(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export const seasonalSaleRule: PricingRule = (cart) => {
  const month = cart.createdAt.getMonth();
  if (month !== 10 && month !== 11) {
    return 0;
  }
  return Math.round(subtotal(cart) * 0.1);
};

export const loyaltyRule: PricingRule = (cart) => {
  switch (cart.customer?.loyaltyTier) {
    case "gold":
      return Math.round(subtotal(cart) * 0.05);
    case "platinum":
      return Math.round(subtotal(cart) * 0.08);
    default:
      return 0;
  }
};

export const couponRule: PricingRule = (cart) => {
  if (cart.couponCode === "WELCOME10") {
    return Math.min(1000, subtotal(cart));
  }
  return 0;
};

export const defaultRules: PricingRule[] = [
  seasonalSaleRule,
  loyaltyRule,
  couponRule,
];

export function totalDiscount(cart: Cart, rules: PricingRule[] = defaultRules): number {
  const discount = rules.reduce((sum, rule) => sum + rule(cart), 0);
  return Math.min(discount, subtotal(cart));
}
