    public TimeSpan GetSessionTimeout(string tenantId)
    {
        var settings = Load(tenantId);
        return TimeSpan.FromMinutes(Math.Clamp(settings.SessionTimeoutMinutes, 5, 720));
    }

    // ... existing code ...
