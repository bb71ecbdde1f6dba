// ... existing code ...

export function quasiCashFee(tx: CardTransaction): FeeBreakdown | null {
  if (tx.kind !== "QUASI_CASH") {
    return null;
  }
  const amountMinor = Math.round(tx.billingAmountMinor * CASH_ADVANCE_RATE);
  // ... existing code ...
}

// ... existing code ...
