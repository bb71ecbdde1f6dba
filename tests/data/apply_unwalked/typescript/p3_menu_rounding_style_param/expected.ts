import { MenuItem, PriceTier, Locale } from "./types";
import { getTaxRate } from "./tax";

export interface PricedItem {
  sku: string;
  name: string;
  basePrice: number;
  finalPrice: number;
  currency: string;
}

const DEFAULT_CURRENCY = "USD";

const TIER_MULTIPLIERS: Record<PriceTier, number> = {
  standard: 1.0,
  airport: 1.18,
  downtown: 1.07,
  suburban: 0.96,
};

export type RoundingStyle = "charm" | "quarter" | "none";

export function roundToMenuPrice(amount: number, style: RoundingStyle = "charm"): number {
  if (style === "none") {
    return Math.round(amount * 100) / 100;
  }
  if (style === "quarter") {
    return Math.ceil(amount * 4) / 4;
  }
  // Menu prices end in .49 or .99 so the boards look tidy.
  const whole = Math.floor(amount);
  const cents = amount - whole;
  if (cents <= 0.49) {
    return whole + 0.49;
  }
  return whole + 0.99;
}

export function applyTier(basePrice: number, tier: PriceTier): number {
  const multiplier = TIER_MULTIPLIERS[tier] ?? 1.0;
  return basePrice * multiplier;
}

export function priceItem(
  item: MenuItem,
  tier: PriceTier,
  locale: Locale,
  style: RoundingStyle = "charm",
): PricedItem {
  const tiered = applyTier(item.basePrice, tier);
  const taxed = tiered * (1 + getTaxRate(locale));
  return {
    sku: item.sku,
    name: item.name,
    basePrice: item.basePrice,
    finalPrice: roundToMenuPrice(taxed, style),
    currency: locale.currency ?? DEFAULT_CURRENCY,
  };
}

export function priceMenu(
  items: MenuItem[],
  tier: PriceTier,
  locale: Locale,
  style: RoundingStyle = "charm",
): PricedItem[] {
  return items
    .filter((item) => item.active)
    .map((item) => priceItem(item, tier, locale, style));
}

export function cheapestItem(priced: PricedItem[]): PricedItem | undefined {
  return priced.reduce<PricedItem | undefined>((best, current) => {
    if (!best || current.finalPrice < best.finalPrice) {
      return current;
    }
    return best;
  }, undefined);
}

export function summarizeMenu(priced: PricedItem[]): string {
  const total = priced.reduce((sum, p) => sum + p.finalPrice, 0);
  const avg = priced.length ? total / priced.length : 0;
  return `${priced.length} items, average ${avg.toFixed(2)}`;
}
