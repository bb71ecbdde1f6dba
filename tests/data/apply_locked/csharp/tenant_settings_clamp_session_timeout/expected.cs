using System;
using System.Collections.Concurrent;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace Saas.Tenancy;

public sealed class TenantSettingsProvider
{
    private readonly ITenantSettingsStore _store;
    private readonly ILogger<TenantSettingsProvider> _logger;
    private readonly ConcurrentDictionary<string, TenantSettings> _cache = new();

    public TenantSettingsProvider(ITenantSettingsStore store, ILogger<TenantSettingsProvider> logger)
    {
        _store = store;
        _logger = logger;
    }

    public TimeSpan GetSessionTimeout(string tenantId)
    {
        var settings = Load(tenantId);
        return TimeSpan.FromMinutes(Math.Clamp(settings.SessionTimeoutMinutes, 5, 720));
    }

    public TimeSpan GetTokenLifetime(string tenantId)
    {
        var settings = Load(tenantId);
        return TimeSpan.FromMinutes(settings.TokenLifetimeMinutes);
    }

    public int GetMaxSeats(string tenantId)
    {
        var settings = Load(tenantId);
        return settings.MaxSeats;
    }

    public bool IsFeatureEnabled(string tenantId, string feature)
    {
        var settings = Load(tenantId);
        return settings.Features.Contains(feature, StringComparer.OrdinalIgnoreCase);
    }

    public void Invalidate(string tenantId)
    {
        if (_cache.TryRemove(tenantId, out _))
        {
            _logger.LogDebug("Settings cache invalidated for tenant {TenantId}", tenantId);
        }
    }

    private TenantSettings Load(string tenantId)
    {
        return _cache.GetOrAdd(tenantId, id =>
        {
            var settings = _store.Find(id);
            if (settings is null)
            {
                _logger.LogWarning("No settings for tenant {TenantId}; using defaults", id);
                return TenantSettings.Default;
            }
            return settings;
        });
    }
}
