using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace NorthBank.Onboarding.Kyc;

public enum RiskRating
{
    Low,
    Medium,
    High,
    Prohibited
}

public sealed class CustomerRiskRater
{
    private static readonly HashSet<string> HighRiskCountries = new(StringComparer.OrdinalIgnoreCase)
    {
        "AF", "BY", "MM", "RU", "VE", "YE"
    };

    private static readonly HashSet<string> ProhibitedCountries = new(StringComparer.OrdinalIgnoreCase)
    {
        "IR", "KP", "SY"
    };

    private readonly IPepScreeningClient _pepClient;
    private readonly IAdverseMediaClient _adverseMediaClient;
    private readonly ILogger<CustomerRiskRater> _logger;

    public CustomerRiskRater(
        IPepScreeningClient pepClient,
        IAdverseMediaClient adverseMediaClient,
        ILogger<CustomerRiskRater> logger)
    {
        _pepClient = pepClient;
        _adverseMediaClient = adverseMediaClient;
        _logger = logger;
    }

    public async Task<RiskRating> RateAsync(CustomerApplication application, CancellationToken ct)
    {
        if (ProhibitedCountries.Contains(application.CountryOfResidence) ||
            ProhibitedCountries.Contains(application.Nationality))
        {
            _logger.LogWarning("Application {ApplicationId} is from a prohibited jurisdiction", application.Id);
            return RiskRating.Prohibited;
        }

        var points = 0;
        points += CountryPoints(application.CountryOfResidence);
        points += CountryPoints(application.Nationality);
        points += OccupationPoints(application.Occupation);

        var pep = await _pepClient.ScreenAsync(application.FullName, application.DateOfBirth, ct);
        if (pep.IsMatch)
        {
            points += 40;
        }

        var media = await _adverseMediaClient.SearchAsync(application.FullName, ct);
        if (media.HasRelevantHits)
        {
            points += 30;
        }

        _logger.LogInformation("Application {ApplicationId} scored {Points} risk points", application.Id, points);
        return points switch
        {
            >= 60 => RiskRating.High,
            >= 25 => RiskRating.Medium,
            _ => RiskRating.Low
        };
    }

    private static int CountryPoints(string countryCode) =>
        HighRiskCountries.Contains(countryCode) ? 20 : 0;

    private static int OccupationPoints(string occupation) => occupation switch
    {
        "MoneyServiceBusiness" => 25,
        "PreciousMetalsDealer" => 20,
        "Gambling" => 15,
        "CryptoAssetTrader" => 20,
        _ => 0
    };
}
