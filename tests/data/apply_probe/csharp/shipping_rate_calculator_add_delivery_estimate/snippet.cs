public sealed class ShippingRateCalculator
{
    // ... existing code ...

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
