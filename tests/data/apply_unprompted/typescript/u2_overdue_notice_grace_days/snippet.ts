// ... existing code ...

export function buildOverdueNotice(patron: Patron, loan: Loan, today: Date, graceDays = 0): OverdueNotice | null {
  const days = daysOverdue(loan, today);
  if (days <= graceDays) {
    return null;
  }
  // ... existing code ...
}

export function buildNoticesForPatron(patron: Patron, loans: Loan[], today: Date, graceDays = 0): OverdueNotice[] {
  const notices: OverdueNotice[] = [];
  for (const loan of loans) {
    const notice = buildOverdueNotice(patron, loan, today, graceDays);
    if (notice) {
      notices.push(notice);
    }
  }
  return notices;
}
