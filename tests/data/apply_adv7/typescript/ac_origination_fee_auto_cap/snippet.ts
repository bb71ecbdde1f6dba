// ... existing code ...

// Auto loans: percentage of principal plus a title documentation fee.
export function quoteAutoLoanFees(app: LoanApplication): FeeQuote {
  const rate = app.creditTier === "prime" ? 0.0075 : 0.0125;
  const fee = roundCents(app.principal * rate);
  const cappedFee = Math.min(Math.max(fee, MIN_ORIGINATION_FEE), MAX_ORIGINATION_FEE / 2);
  // ... existing code ...
}

// ... existing code ...
