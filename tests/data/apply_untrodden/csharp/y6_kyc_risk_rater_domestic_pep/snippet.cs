public sealed class CustomerRiskRater
{
    private static readonly HashSet<string> HighRiskCountries = new(StringComparer.OrdinalIgnoreCase)
    {
        "AF", "BY", "HT", "MM", "RU", "VE", "YE"
    };

    // ... prohibited list, injected clients and constructor unchanged ...

    public async Task<RiskRating> RateAsync(CustomerApplication application, CancellationToken ct)
    {
        // ... prohibited-jurisdiction check and country/occupation points as before ...

        var pep = await _pepClient.ScreenAsync(application.FullName, application.DateOfBirth, ct);
        if (pep.IsMatch)
        {
            // Domestic PEPs carry lower inherent risk under the firm's EDD policy.
            points += pep.IsDomestic ? 20 : 40;
        }

        // ... adverse media check and final rating unchanged ...
    }

    // ... CountryPoints / OccupationPoints helpers unchanged ...
}
