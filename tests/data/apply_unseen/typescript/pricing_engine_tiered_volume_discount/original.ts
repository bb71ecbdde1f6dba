export interface LineItem {
  sku: string;
  unitPrice: number;
  quantity: number;
  category: "hardware" | "software" | "service";
}

export interface Customer {
  id: string;
  tier: "standard" | "silver" | "gold";
  taxExempt: boolean;
  region: string;
}

export interface Quote {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const TAX_RATES: Record<string, number> = {
  "us-ca": 0.0725,
  "us-ny": 0.04,
  "us-tx": 0.0625,
  eu: 0.2,
};

const TIER_DISCOUNT: Record<Customer["tier"], number> = {
  standard: 0,
  silver: 0.05,
  gold: 0.1,
};

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function subtotal(items: LineItem[]): number {
  return round2(items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0));
}

export function computeDiscount(items: LineItem[], customer: Customer): number {
  const base = subtotal(items);
  const rate = TIER_DISCOUNT[customer.tier];
  return round2(base * rate);
}

export function computeTax(amount: number, customer: Customer): number {
  if (customer.taxExempt) {
    return 0;
  }
  const rate = TAX_RATES[customer.region] ?? 0;
  return round2(amount * rate);
}

export function buildQuote(items: LineItem[], customer: Customer): Quote {
  const sub = subtotal(items);
  const discount = computeDiscount(items, customer);
  const tax = computeTax(sub - discount, customer);
  return { subtotal: sub, discount, tax, total: round2(sub - discount + tax) };
}
