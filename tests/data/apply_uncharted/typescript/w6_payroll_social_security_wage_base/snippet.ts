// ... existing code ...

export function computeSocialSecurity(line: PayLine, ytd: YtdTotals): number {
  const pretax = pretaxTotal(line);
  const taxable = Math.max(0, Math.min(line.gross - pretax, SS_WAGE_BASE - ytd.socialSecurityWages));
  return roundCents(taxable * SS_RATE);
}

// ... existing code ...
