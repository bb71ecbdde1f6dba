export function formatPrice(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
  }).format(cents / 100);
}

// ... removed deprecated formatLegacyPrice() — nothing calls it anymore ...

function StockBadge({ stock }: { stock: number }) {
// ... rest of file unchanged ...
