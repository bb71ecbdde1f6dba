// ... existing code ...
    [MaxLength(64)]
    [JsonPropertyName("display_name")]
    public string? DisplayName { get; init; }

    [JsonPropertyName("locale")]
    public string? Locale { get; init; }

    // ... existing code ...
