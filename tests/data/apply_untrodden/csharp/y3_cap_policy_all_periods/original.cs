using System;
using System.Collections.Generic;

namespace Metro.Fares.Capping;

public enum CapPeriod
{
    Daily,
    Weekly,
    Monthly,
}

public sealed record CapRule(string FareProductId, CapPeriod Period, int CapCents);

public sealed class FareCapPolicy
{
    private static readonly TimeSpan ServiceDayRollover = TimeSpan.FromHours(3);

    private readonly Dictionary<(string Product, CapPeriod Period), int> _caps = new();
    private readonly TimeZoneInfo _zone;

    public FareCapPolicy(IEnumerable<CapRule> rules, TimeZoneInfo zone)
    {
        _zone = zone ?? throw new ArgumentNullException(nameof(zone));
        foreach (var rule in rules)
        {
            if (rule.CapCents <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(rules), $"Cap for {rule.FareProductId}/{rule.Period} must be positive.");
            }
            _caps[(rule.FareProductId, rule.Period)] = rule.CapCents;
        }
    }

    public DateOnly ServiceDay(DateTimeOffset tappedAt)
    {
        var local = TimeZoneInfo.ConvertTime(tappedAt, _zone) - ServiceDayRollover;
        return DateOnly.FromDateTime(local.DateTime);
    }

    public DateOnly PeriodStart(CapPeriod period, DateOnly serviceDay) => period switch
    {
        CapPeriod.Daily => serviceDay,
        CapPeriod.Weekly => serviceDay.AddDays(-(((int)serviceDay.DayOfWeek + 6) % 7)),
        CapPeriod.Monthly => new DateOnly(serviceDay.Year, serviceDay.Month, 1),
        _ => throw new ArgumentOutOfRangeException(nameof(period), period, null),
    };

    public int? CapFor(string fareProductId, CapPeriod period) =>
        _caps.TryGetValue((fareProductId, period), out var cap) ? cap : null;

    /// <summary>
    /// Returns how much of <paramref name="fareCents"/> should actually be charged given what the
    /// rider has already spent in each capping period.
    /// </summary>
    public int Chargeable(string fareProductId, int fareCents, IReadOnlyDictionary<CapPeriod, int> spentByPeriod)
    {
        var chargeable = fareCents;
        foreach (var period in new[] { CapPeriod.Daily, CapPeriod.Weekly, CapPeriod.Monthly })
        {
            var cap = CapFor(fareProductId, period);
            if (cap is null)
            {
                continue;
            }
            spentByPeriod.TryGetValue(period, out var spent);
            chargeable = Math.Min(chargeable, Math.Max(0, cap.Value - spent));
        }
        return chargeable;
    }
}
