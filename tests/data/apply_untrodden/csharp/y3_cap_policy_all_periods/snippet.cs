// [unchanged]

public sealed class FareCapPolicy
{
    // [unchanged]

    public int Chargeable(string fareProductId, int fareCents, IReadOnlyDictionary<CapPeriod, int> spentByPeriod)
    {
        var chargeable = fareCents;
        foreach (var period in Enum.GetValues<CapPeriod>())
        {
            // [unchanged]
        }
        return chargeable;
    }

    /// <summary>True when every further tap on this product would be free.</summary>
    public bool IsCapped(string fareProductId, IReadOnlyDictionary<CapPeriod, int> spentByPeriod) =>
        Chargeable(fareProductId, 1, spentByPeriod) == 0;
}
