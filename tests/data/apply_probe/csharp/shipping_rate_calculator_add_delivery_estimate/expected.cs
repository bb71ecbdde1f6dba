using System;
using System.Collections.Generic;
using Logistics.Domain;

namespace Logistics.Pricing;

public sealed class ShippingRateCalculator
{
    private const decimal FuelSurchargeRate = 0.085m;

    private static readonly IReadOnlyDictionary<Zone, decimal> BaseRates = new Dictionary<Zone, decimal>
    {
        [Zone.Local] = 4.50m,
        [Zone.Regional] = 7.25m,
        [Zone.National] = 11.90m,
        [Zone.International] = 29.00m,
    };

    private static readonly IReadOnlyDictionary<Zone, int> TransitDays = new Dictionary<Zone, int>
    {
        [Zone.Local] = 1,
        [Zone.Regional] = 2,
        [Zone.National] = 4,
        [Zone.International] = 9,
    };

    private readonly IZoneResolver _zones;
    private readonly TimeProvider _clock;

    public ShippingRateCalculator(IZoneResolver zones, TimeProvider clock)
    {
        _zones = zones;
        _clock = clock;
    }

    public decimal Quote(Parcel parcel, Address from, Address to)
    {
        var zone = _zones.Resolve(from, to);
        var billable = Math.Max(parcel.WeightKg, parcel.VolumetricWeightKg);
        var price = BaseRates[zone] + PerKilogram(zone) * (decimal)Math.Ceiling(billable);
        return RoundUp(price * (1 + FuelSurchargeRate));
    }

    public decimal QuoteExpress(Parcel parcel, Address from, Address to)
    {
        if (_zones.Resolve(from, to) == Zone.International)
        {
            throw new NotSupportedException("Express shipping is not available internationally.");
        }

        return RoundUp(Quote(parcel, from, to) * 1.6m);
    }

    private static decimal PerKilogram(Zone zone) => zone switch
    {
        Zone.Local => 0.40m,
        Zone.Regional => 0.75m,
        Zone.National => 1.10m,
        _ => 3.20m,
    };

    private static decimal RoundUp(decimal amount) =>
        Math.Ceiling(amount * 20m) / 20m;

    public DateOnly EstimateDelivery(Address from, Address to, bool express = false)
    {
        var zone = _zones.Resolve(from, to);
        var days = express ? Math.Max(1, TransitDays[zone] / 2) : TransitDays[zone];
        var date = DateOnly.FromDateTime(_clock.GetLocalNow().DateTime);
        while (days > 0)
        {
            date = date.AddDays(1);
            if (date.DayOfWeek is not (DayOfWeek.Saturday or DayOfWeek.Sunday))
            {
                days--;
            }
        }

        return date;
    }
}
