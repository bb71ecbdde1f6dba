package com.learnhub.video

import java.time.Clock
import java.time.Instant

data class LessonProgress(
    val userId: String,
    val lessonId: String,
    val watchedSeconds: Int,
    val durationSeconds: Int,
    val completedAt: Instant?,
)

interface LessonProgressStore {
    fun load(userId: String, lessonId: String): LessonProgress?
    fun save(progress: LessonProgress)
}

fun interface CompletionNotifier {
    fun lessonCompleted(userId: String, lessonId: String)
}

class VideoProgressTracker(
    private val store: LessonProgressStore,
    private val clock: Clock,
    private val completionThreshold: Double = 0.9,
) {
    /** Returns true only for the heartbeat that completes the lesson. */
    fun recordHeartbeat(userId: String, lessonId: String, positionSeconds: Int, durationSeconds: Int): Boolean {
        val current = store.load(userId, lessonId)
            ?: LessonProgress(userId, lessonId, 0, durationSeconds, null)
        val watched = maxOf(current.watchedSeconds, positionSeconds.coerceAtMost(durationSeconds))
        val completedAt = current.completedAt ?: completionTime(watched, durationSeconds)
        store.save(current.copy(watchedSeconds = watched, durationSeconds = durationSeconds, completedAt = completedAt))
        return current.completedAt == null && completedAt != null
    }

    fun percentWatched(userId: String, lessonId: String): Int {
        val progress = store.load(userId, lessonId) ?: return 0
        if (progress.durationSeconds == 0) return 0
        return (progress.watchedSeconds * 100) / progress.durationSeconds
    }

    fun isCompleted(userId: String, lessonId: String): Boolean =
        store.load(userId, lessonId)?.completedAt != null

    private fun completionTime(watched: Int, durationSeconds: Int): Instant? =
        if (durationSeconds > 0 && watched >= durationSeconds * completionThreshold) Instant.now(clock) else null
}

class PlayerSessionHandler(
    private val tracker: VideoProgressTracker,
    private val notifier: CompletionNotifier,
) {
    fun onHeartbeat(userId: String, lessonId: String, position: Int, duration: Int) {
        if (tracker.recordHeartbeat(userId, lessonId, position, duration)) {
            notifier.lessonCompleted(userId, lessonId)
        }
    }

    fun onSeekEnd(userId: String, lessonId: String, position: Int, duration: Int) {
        tracker.recordHeartbeat(userId, lessonId, position, duration)
    }
}
