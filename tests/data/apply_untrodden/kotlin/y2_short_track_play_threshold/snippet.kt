// ... existing code ...

    fun record(event: PlayEvent) {
        if (!shouldCount(event.playedMs, event.trackLengthMs)) {
            // ... existing code ...

    fun recordBatch(events: List<PlayEvent>) {
        val rows = events
            .filter { shouldCount(it.playedMs, it.trackLengthMs) }
            // ... existing code ...

    // ... existing code ...

    private fun shouldCount(playedMs: Long, trackLengthMs: Long): Boolean {
        // Interludes and skits shorter than a minute count once half of them was heard.
        val threshold = minOf(MIN_COUNTED_PLAY_MS, trackLengthMs / 2)
        return playedMs >= threshold
    }

    // ... existing code ...
