// ... existing code ...

    /** Returns true only for the heartbeat that completes the lesson. */
    fun recordHeartbeat(userId: String, lessonId: String, positionSeconds: Int, durationSeconds: Int): Boolean {
        val current = store.load(userId, lessonId)
            ?: LessonProgress(userId, lessonId, 0, durationSeconds, null)
        // ... existing code ...
        store.save(current.copy(watchedSeconds = watched, durationSeconds = durationSeconds, completedAt = completedAt))
        return current.completedAt == null && completedAt != null
    }

    // ... existing code ...

    fun onHeartbeat(userId: String, lessonId: String, position: Int, duration: Int) {
        if (tracker.recordHeartbeat(userId, lessonId, position, duration)) {
            notifier.lessonCompleted(userId, lessonId)
        }
    }

    // ... existing code ...
