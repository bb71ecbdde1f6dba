public sealed class RetryOptions
{
    // ... existing code ...

    /// <summary>Random jitter added to each delay, as a fraction of that delay (0 disables it).</summary>
    [Range(0.0, 1.0)]
    public double JitterFactor { get; set; } = 0.2;
}
