using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging;

namespace Acme.Platform.Features;

public enum FeatureState
{
    Off,
    On,
    Percentage,
}

public sealed record FeatureDefinition(string Name, FeatureState State, int Percentage = 0);

public sealed class FeatureFlags : IFeatureFlags
{
    private readonly ConcurrentDictionary<string, FeatureDefinition> _features = new(StringComparer.OrdinalIgnoreCase);
    private readonly ILogger<FeatureFlags> _logger;

    public FeatureFlags(IConfiguration configuration, ILogger<FeatureFlags> logger)
    {
        _logger = logger;
        Load(configuration.GetSection("Features"));
    }

    public bool IsEnabled(string name, string? subjectId = null)
    {
        if (!_features.TryGetValue(name, out var feature))
        {
            return false;
        }
        return feature.State switch
        {
            FeatureState.On => true,
            FeatureState.Off => false,
            FeatureState.Percentage => subjectId is not null && Bucket(name, subjectId) < feature.Percentage,
            _ => false,
        };
    }

    public void Override(string name, FeatureState state, int percentage = 0)
    {
        _features[name] = new FeatureDefinition(name, state, percentage);
        _logger.LogInformation("Feature {Name} overridden to {State}", name, state);
    }

    public IReadOnlyCollection<FeatureDefinition> All() => _features.Values.ToArray();

    private void Load(IConfigurationSection section)
    {
        foreach (var child in section.GetChildren())
        {
            var state = Enum.TryParse<FeatureState>(child["State"], ignoreCase: true, out var s) ? s : FeatureState.Off;
            var percentage = int.TryParse(child["Percentage"], out var p) ? Math.Clamp(p, 0, 100) : 0;
            _features[child.Key] = new FeatureDefinition(child.Key, state, percentage);
        }
        _logger.LogDebug("Loaded {Count} feature definitions", _features.Count);
    }

    private static int Bucket(string feature, string subjectId)
    {
        var hash = StableHash(feature + ":" + subjectId);
        return (int)(hash % 100);
    }

    private static uint StableHash(string text)
    {
        uint hash = 2166136261;
        foreach (var c in text)
        {
            hash ^= c;
            hash *= 16777619;
        }
        return hash;
    }
}
