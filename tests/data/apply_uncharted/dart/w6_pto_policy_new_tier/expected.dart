import 'dart:math' as math;

enum AccrualFrequency { perPayPeriod, monthly, annually }

class AccrualTier {
  const AccrualTier({required this.minYears, required this.hoursPerYear});

  final int minYears;
  final double hoursPerYear;
}

class LeavePolicy {
  const LeavePolicy({
    required this.code,
    required this.name,
    required this.frequency,
    required this.tiers,
    this.maxBalanceHours,
    this.carryoverCapHours = 0,
    this.waitingPeriodDays = 0,
  });

  final String code;
  final String name;
  final AccrualFrequency frequency;
  final List<AccrualTier> tiers;
  final double? maxBalanceHours;
  final double carryoverCapHours;
  final int waitingPeriodDays;

  /// Tiers must be sorted by [AccrualTier.minYears]; the last tier reached wins.
  double annualHoursFor(int yearsOfService) {
    var hours = 0.0;
    for (final tier in tiers) {
      if (yearsOfService >= tier.minYears) {
        hours = tier.hoursPerYear;
      }
    }
    return hours;
  }

  double accrualFor({
    required DateTime hireDate,
    required DateTime asOf,
    required double currentBalance,
    int periodsPerYear = 26,
  }) {
    if (asOf.difference(hireDate).inDays < waitingPeriodDays) {
      return 0;
    }
    final years = (asOf.difference(hireDate).inDays / 365.25).floor();
    final annual = annualHoursFor(years);
    final double accrual;
    switch (frequency) {
      case AccrualFrequency.perPayPeriod:
        accrual = annual / periodsPerYear;
        break;
      case AccrualFrequency.monthly:
        accrual = annual / 12;
        break;
      case AccrualFrequency.annually:
        accrual = annual;
        break;
    }
    final cap = maxBalanceHours;
    if (cap == null) {
      return accrual;
    }
    return math.max(0.0, math.min(accrual, cap - currentBalance));
  }

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

const sickLeave = LeavePolicy(
  code: 'SICK',
  name: 'Sick Leave',
  frequency: AccrualFrequency.perPayPeriod,
  tiers: [
    AccrualTier(minYears: 0, hoursPerYear: 56),
  ],
  maxBalanceHours: 80,
  carryoverCapHours: 80,
  waitingPeriodDays: 90,
);
