    fun checkGap(previous: MeterRead, current: MeterRead): ReadCheck {
        val gap = Duration.between(previous.readAt, current.readAt)
        return if (gap > maxGap) ReadCheck.Rejected("no read for ${gap.toDays()} days, needs field verification") else ReadCheck.Ok
    }

    // ... rest of ReadingValidator unchanged ...
