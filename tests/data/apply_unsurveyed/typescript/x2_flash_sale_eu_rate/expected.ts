import type { CartLine, PricingContext, RuleResult } from "./types";
import { roundToCents } from "../money";
import { isWithinWindow } from "../time/windows";

const NO_DISCOUNT: RuleResult = { discount: 0, label: null };

/**
 * Line-level pricing rules for the storefront cart.
 * Each rule is evaluated independently; the engine keeps the best one per line.
 */

export function applyClearanceRule(line: CartLine, ctx: PricingContext): RuleResult {
  if (!line.product.tags.includes("clearance")) {
    return NO_DISCOUNT;
  }
  const pct = ctx.region === "EU" ? 0.3 : 0.25;
  const discount = roundToCents(line.unitPrice * line.quantity * pct);
  return { discount, label: "Clearance" };
}

export function applyBundleRule(line: CartLine, ctx: PricingContext): RuleResult {
  if (!line.product.tags.includes("bundle") || line.quantity < 2) {
    return NO_DISCOUNT;
  }
  const pct = ctx.region === "EU" ? 0.1 : 0.15;
  const discount = roundToCents(line.unitPrice * line.quantity * pct);
  return { discount, label: "Bundle deal" };
}

export function applyLoyaltyRule(line: CartLine, ctx: PricingContext): RuleResult {
  const tier = ctx.customer?.loyaltyTier;
  if (!tier) {
    return NO_DISCOUNT;
  }
  const pct = tier === "gold" ? 0.1 : 0.05;
  const discount = roundToCents(line.unitPrice * line.quantity * pct);
  return { discount, label: `Loyalty (${tier})` };
}

export function applyFlashSaleRule(line: CartLine, ctx: PricingContext): RuleResult {
  if (!line.product.tags.includes("flash-sale")) {
    return NO_DISCOUNT;
  }
  if (!isWithinWindow(ctx.now, line.product.flashSaleWindow)) {
    return NO_DISCOUNT;
  }
  const pct = ctx.region === "EU" ? 0.2 : 0.25;
  const discount = roundToCents(line.unitPrice * line.quantity * pct);
  return { discount, label: "Flash sale" };
}

export const LINE_RULES = [
  applyClearanceRule,
  applyBundleRule,
  applyLoyaltyRule,
  applyFlashSaleRule,
] as const;

export function bestDiscountForLine(line: CartLine, ctx: PricingContext): RuleResult {
  let best = NO_DISCOUNT;
  for (const rule of LINE_RULES) {
    const result = rule(line, ctx);
    if (result.discount > best.discount) {
      best = result;
    }
  }
  return best;
}
