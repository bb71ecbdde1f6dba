// …

  double carryover(double yearEndBalance) => math.min(yearEndBalance, carryoverCapHours);
}

const standardPto = LeavePolicy(
  code: 'PTO',
  name: 'Paid Time Off',
  frequency: AccrualFrequency.perPayPeriod,
  tiers: [
    AccrualTier(minYears: 0, hoursPerYear: 120),
    AccrualTier(minYears: 3, hoursPerYear: 160),
    AccrualTier(minYears: 7, hoursPerYear: 200),
    AccrualTier(minYears: 12, hoursPerYear: 240),
  ],
  maxBalanceHours: 320,
  carryoverCapHours: 40,
);

// [sickLeave unchanged]
