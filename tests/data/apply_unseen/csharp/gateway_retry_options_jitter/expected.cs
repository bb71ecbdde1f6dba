using System;
using System.ComponentModel.DataAnnotations;

namespace Acme.Gateway.Configuration;

/// <summary>Settings bound from the "Cache" section.</summary>
public sealed class CacheOptions
{
    public const string Section = "Cache";

    [Range(1, 1_000_000)]
    public int MaxEntries { get; set; } = 10_000;

    public TimeSpan DefaultTtl { get; set; } = TimeSpan.FromMinutes(5);

    public bool CacheErrors { get; set; }
}

/// <summary>Settings bound from the "Retry" section.</summary>
public sealed class RetryOptions
{
    public const string Section = "Retry";

    [Range(0, 10)]
    public int MaxAttempts { get; set; } = 3;

    public TimeSpan BaseDelay { get; set; } = TimeSpan.FromMilliseconds(200);

    public TimeSpan MaxDelay { get; set; } = TimeSpan.FromSeconds(5);

    public TimeSpan DelayFor(int attempt)
    {
        var delay = TimeSpan.FromTicks(BaseDelay.Ticks * (1L << Math.Min(attempt, 20)));
        return delay > MaxDelay ? MaxDelay : delay;
    }

    /// <summary>Random jitter added to each delay, as a fraction of that delay (0 disables it).</summary>
    [Range(0.0, 1.0)]
    public double JitterFactor { get; set; } = 0.2;
}

/// <summary>Settings bound from the "Upstream" section.</summary>
public sealed class UpstreamOptions
{
    public const string Section = "Upstream";

    [Required]
    [Url]
    public string BaseUrl { get; set; } = "";

    public TimeSpan Timeout { get; set; } = TimeSpan.FromSeconds(30);

    [Range(1, 1024)]
    public int MaxConnections { get; set; } = 64;

    public string? ApiKeyHeader { get; set; }
}
