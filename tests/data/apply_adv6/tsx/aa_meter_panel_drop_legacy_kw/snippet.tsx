// ... existing code ...

export function formatKw(value: number): string {
  if (Math.abs(value) >= 1000) {
    return `${(value / 1000).toFixed(2)} MW`;
  }
  return `${value.toFixed(1)} kW`;
}

// ... removed formatLegacyKw() (CSV export now uses formatKw) ...

function statusTone(status: MeterStatus): "ok" | "warn" | "danger" {
// ... existing code ...
