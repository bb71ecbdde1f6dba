// ... existing code ...

export function dueDateFor(format: ItemFormat, checkedOutAt: Date, branch: Branch): Date {
  const raw = addDays(checkedOutAt, LOAN_DAYS[format]);
  return nextOpenDay(raw, branch);
}

export function canRenew(loan: Loan, tier: MemberTier, now: Date): boolean {
  // ... existing code ...
}

// ... existing code ...
