using System;
using System.Collections.Generic;
using Acme.Sync.Configuration;

namespace Acme.Sync.Validation;

/// <summary>
/// Checks a loaded <see cref="SyncSettings"/> before the agent starts.
/// </summary>
public static class SettingsValidator
{
    public static IReadOnlyList<string> Validate(SyncSettings settings)
    {
        var errors = new List<string>();
        CheckEndpoint(settings, errors);
        CheckCredentials(settings, errors);
        CheckSchedule(settings, errors);
        CheckStorage(settings, errors);
        return errors;
    }

    private static void CheckEndpoint(SyncSettings settings, List<string> errors)
    {
        if (!Uri.TryCreate(settings.Endpoint, UriKind.Absolute, out var uri))
        {
            errors.Add($"Endpoint '{settings.Endpoint}' is not an absolute URI.");
            return;
        }

        if (uri.Scheme != Uri.UriSchemeHttps)
        {
            errors.Add("Endpoint must use https.");
        }
    }

    private static void CheckCredentials(SyncSettings settings, List<string> errors)
    {
        if (string.IsNullOrWhiteSpace(settings.ClientId))
        {
            errors.Add("ClientId is required.");
        }

        if (string.IsNullOrWhiteSpace(settings.ClientSecret) && settings.CertificatePath is null)
        {
            errors.Add("Either ClientSecret or CertificatePath must be set.");
        }
    }

    private static void CheckSchedule(SyncSettings settings, List<string> errors)
    {
        if (settings.Interval < TimeSpan.FromMinutes(1))
        {
            errors.Add("Interval must be at least one minute.");
        }

        if (settings.MaxConcurrentJobs is < 1 or > 32)
        {
            errors.Add("MaxConcurrentJobs must be between 1 and 32.");
        }
    }

    private static void CheckStorage(SyncSettings settings, List<string> errors)
    {
        if (string.IsNullOrWhiteSpace(settings.StoragePath))
        {
            errors.Add("StoragePath is required.");
            return;
        }

        if (settings.MaxCacheSizeMb <= 0)
        {
            errors.Add("MaxCacheSizeMb must be positive.");
        }
    }
}
