using System;
using System.Collections.Generic;

namespace GridCo.Billing.Tariffs;

public static class TariffCatalog
{
    public const string Currency = "GBP";

    public static Tariff FlatRate() => new(
        Code: "FLAT-24",
        Name: "Standard Variable",
        StandingChargePencePerDay: 53.35m,
        Bands: new List<RateBand>
        {
            new("All day", new TimeOnly(0, 0), new TimeOnly(0, 0), 24.50m),
        });

    public static Tariff EconomySeven() => new(
        Code: "E7-24",
        Name: "Economy 7",
        StandingChargePencePerDay: 53.35m,
        Bands: new List<RateBand>
        {
            new("Night", new TimeOnly(0, 30), new TimeOnly(7, 30), 13.12m),
            new("Day", new TimeOnly(7, 30), new TimeOnly(0, 30), 30.44m),
        });

    public static Tariff Agile(decimal capPencePerKwh) => new(
        Code: "AGILE-24",
        Name: "Half-hourly Agile",
        StandingChargePencePerDay: 47.94m,
        Bands: new List<RateBand>
        {
            new("Half-hourly", new TimeOnly(0, 0), new TimeOnly(0, 0), capPencePerKwh),
        });

    public static IReadOnlyList<Tariff> All(decimal agileCap) => new[]
    {
        FlatRate(),
        EconomySeven(),
        Agile(agileCap),
    };

    public static Tariff ByCode(string code, decimal agileCap)
    {
        foreach (var tariff in All(agileCap))
        {
            if (string.Equals(tariff.Code, code, StringComparison.OrdinalIgnoreCase))
            {
                return tariff;
            }
        }

        throw new KeyNotFoundException($"Unknown tariff code '{code}'");
    }

    public static bool IsTimeOfUse(Tariff tariff) => tariff.Bands.Count > 1;
}

public sealed record RateBand(string Name, TimeOnly From, TimeOnly Until, decimal PencePerKwh);

public sealed record Tariff(string Code, string Name, decimal StandingChargePencePerDay, IReadOnlyList<RateBand> Bands);
