using System;
using System.Collections.Generic;
using Payroll.Core;

namespace Payroll.Pensions;

/// <summary>
/// Lower and upper limits of qualifying earnings for auto-enrolment,
/// expressed per pay period.
/// </summary>
public sealed class QualifyingEarningsBand
{
    public decimal Lower { get; }
    public decimal Upper { get; }

    public QualifyingEarningsBand(decimal lower, decimal upper)
    {
        if (upper <= lower)
        {
            throw new ArgumentException("Upper limit must exceed lower limit.", nameof(upper));
        }

        Lower = lower;
        Upper = upper;
    }

    public static QualifyingEarningsBand ForFrequency(PayFrequency frequency) => frequency switch
    {
        PayFrequency.Weekly => new QualifyingEarningsBand(120m, 967m),
        PayFrequency.Fortnightly => new QualifyingEarningsBand(240m, 1934m),
        PayFrequency.FourWeekly => new QualifyingEarningsBand(480m, 3867m),
        PayFrequency.Monthly => new QualifyingEarningsBand(520m, 4189m),
        _ => throw new ArgumentOutOfRangeException(nameof(frequency), frequency, null)
    };

    public decimal Clamp(decimal gross) => Math.Min(Math.Max(gross - Lower, 0m), Upper - Lower);
}

public sealed class PensionContributionCalculator
{
    private readonly decimal _employeeRate;
    private readonly decimal _employerRate;
    private readonly bool _reliefAtSource;

    public PensionContributionCalculator(decimal employeeRate, decimal employerRate, bool reliefAtSource)
    {
        if (employerRate < 0.03m)
        {
            throw new ArgumentOutOfRangeException(nameof(employerRate), "Employer rate is below the statutory minimum.");
        }

        _employeeRate = employeeRate;
        _employerRate = employerRate;
        _reliefAtSource = reliefAtSource;
    }

    public ContributionBreakdown Calculate(decimal periodGross, PayFrequency frequency)
    {
        var band = QualifyingEarningsBand.ForFrequency(frequency);
        var qualifying = band.Clamp(periodGross);

        var employee = Math.Round(qualifying * _employeeRate, 2, MidpointRounding.AwayFromZero);
        var employer = Math.Round(qualifying * _employerRate, 2, MidpointRounding.AwayFromZero);

        if (_reliefAtSource)
        {
            // The scheme claims basic-rate relief, so the member pays 80% of the gross contribution.
            employee = Math.Round(employee * 0.8m, 2, MidpointRounding.AwayFromZero);
        }

        return new ContributionBreakdown(qualifying, employee, employer);
    }

    public IReadOnlyList<ContributionBreakdown> CalculateYear(IEnumerable<decimal> periodGrosses, PayFrequency frequency)
    {
        var results = new List<ContributionBreakdown>();
        foreach (var gross in periodGrosses)
        {
            results.Add(Calculate(gross, frequency));
        }

        return results;
    }
}

public sealed record ContributionBreakdown(decimal QualifyingEarnings, decimal Employee, decimal Employer)
{
    public decimal Total => Employee + Employer;
}
