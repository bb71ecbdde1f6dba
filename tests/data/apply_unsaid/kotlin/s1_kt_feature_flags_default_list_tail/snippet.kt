// ... existing code ...

    FeatureFlag("gift-cards", enabled = false),
    FeatureFlag("search-v2", enabled = true, rolloutPercent = 10, allowList = setOf("qa-team")),
    FeatureFlag("order-tracking-map", enabled = true, rolloutPercent = 25),
)
