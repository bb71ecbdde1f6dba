// ... existing code ...
  standingCharge: number;
  total: number;
}

export interface BillingPeriod {
  start: Date;
  end: Date;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

// ... existing code ...

export function computeBill(
  accountId: string,
  readings: MeterReading[],
  tariff: Tariff,
  period: BillingPeriod,
): BillSummary {
  const inPeriod = readings.filter((r) => r.timestamp >= period.start && r.timestamp < period.end);
  if (inPeriod.length === 0) {
    throw new Error(`No readings in billing period for account ${accountId}`);
  }

  const sorted = [...inPeriod].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
  // ... existing code ...

  const periodStart = period.start;
  const periodEnd = period.end;
  const standingCharge = roundCurrency(billableDays(periodStart, periodEnd) * tariff.standingChargePerDay);
  // ... existing code ...
}

export function computeBills(
  readingsByAccount: Map<string, MeterReading[]>,
  tariffs: Map<string, Tariff>,
  tariffCodeFor: (accountId: string) => string,
  period: BillingPeriod,
): BillSummary[] {
  // ... existing code ...
    bills.push(computeBill(accountId, readings, tariff, period));
  // ... existing code ...
}

// ... existing code ...
