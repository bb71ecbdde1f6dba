// ... existing code ...

public sealed class PensionContributionCalculator
{
    // ... existing code ...

    /// <summary>Rate actually deducted from the member's pay after relief at source.</summary>
    public decimal EffectiveEmployeeRate => _reliefAtSource ? _employeeRate * 0.8m : _employeeRate;

    public decimal TotalRate => EffectiveEmployeeRate + _employerRate;
}

// ... existing code ...
