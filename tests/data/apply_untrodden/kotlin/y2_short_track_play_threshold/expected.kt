package com.soundwave.history

import com.soundwave.history.db.HistoryDao
import com.soundwave.history.db.PlayRow
import com.soundwave.metrics.Counter
import java.time.Instant
import java.util.UUID

enum class PlaySource { SEARCH, PLAYLIST, RADIO, ALBUM, ARTIST_PAGE }

data class PlayEvent(
    val userId: String,
    val trackId: String,
    val source: PlaySource,
    val playedMs: Long,
    val trackLengthMs: Long,
    val startedAt: Instant,
)

class ListeningHistoryRecorder(
    private val dao: HistoryDao,
    private val countedPlays: Counter,
    private val skippedPlays: Counter,
) {

    fun record(event: PlayEvent) {
        if (!shouldCount(event.playedMs, event.trackLengthMs)) {
            skippedPlays.increment()
            return
        }
        val row = PlayRow(
            id = UUID.randomUUID().toString(),
            userId = event.userId,
            trackId = event.trackId,
            source = event.source.name.lowercase(),
            playedMs = event.playedMs,
            startedAt = event.startedAt,
        )
        dao.insert(row)
        countedPlays.increment()
    }

    fun recordBatch(events: List<PlayEvent>) {
        val rows = events
            .filter { shouldCount(it.playedMs, it.trackLengthMs) }
            .map { event ->
                PlayRow(
                    id = UUID.randomUUID().toString(),
                    userId = event.userId,
                    trackId = event.trackId,
                    source = event.source.name.lowercase(),
                    playedMs = event.playedMs,
                    startedAt = event.startedAt,
                )
            }
        dao.insertAll(rows)
        countedPlays.increment(rows.size.toLong())
        skippedPlays.increment((events.size - rows.size).toLong())
    }

    fun recentTrackIds(userId: String, limit: Int = 50): List<String> =
        dao.recentForUser(userId, limit)
            .sortedByDescending { it.startedAt }
            .map { it.trackId }
            .distinct()

    private fun shouldCount(playedMs: Long, trackLengthMs: Long): Boolean {
        // Interludes and skits shorter than a minute count once half of them was heard.
        val threshold = minOf(MIN_COUNTED_PLAY_MS, trackLengthMs / 2)
        return playedMs >= threshold
    }

    companion object {
        const val MIN_COUNTED_PLAY_MS = 30_000L
    }
}
