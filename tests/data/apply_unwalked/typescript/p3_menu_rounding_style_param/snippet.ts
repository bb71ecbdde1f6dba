// ... existing code ...

export type RoundingStyle = "charm" | "quarter" | "none";

export function roundToMenuPrice(amount: number, style: RoundingStyle = "charm"): number {
  if (style === "none") {
    return Math.round(amount * 100) / 100;
  }
  if (style === "quarter") {
    return Math.ceil(amount * 4) / 4;
  }
  // Menu prices end in .49 or .99 so the boards look tidy.
  // ... existing code ...
}

// ... existing code ...

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

// ... existing code ...
