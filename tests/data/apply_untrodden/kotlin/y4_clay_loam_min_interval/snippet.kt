// ... existing code ...

    fun forClayLoam(): TriggerRule =
        TriggerRule(
            texture = SoilTexture.CLAY_LOAM,
            refillPointPct = 24.0,
            fullPointPct = 34.0,
            maxDepletionPct = 45.0,
            minIntervalHours = 36,
        )

// ... existing code ...
