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

    // ... existing code ...

    private static void CheckSchedule(SyncSettings settings, List<string> errors)
    {
        // ... existing code ...
        if (settings.MaxConcurrentJobs is < 1 or > 32)
        {
            errors.Add("MaxConcurrentJobs must be between 1 and 32.");
        }
    }

    private static void CheckStorage(SyncSettings settings, List<string> errors)
    {
        // ... existing code ...
    }
}
