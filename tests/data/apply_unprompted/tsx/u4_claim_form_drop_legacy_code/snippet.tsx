// ... existing code ...

function formatCurrency(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

// removed formatLegacyClaimCode() - no longer used, the new clearinghouse accepts CDT codes as-is

function totalBilled(lines: ClaimLine[]): number {
  return lines.reduce((sum, line) => sum + line.feeCents, 0);
}

// ... existing code ...
