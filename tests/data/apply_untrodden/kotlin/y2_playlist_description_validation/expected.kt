package com.soundwave.playlists

import com.soundwave.playlists.model.Playlist
import com.soundwave.playlists.model.PlaylistTrack
import com.soundwave.playlists.store.PlaylistStore
import java.time.Clock
import java.time.Instant

class PlaylistValidationException(message: String) : RuntimeException(message)

class PlaylistValidator(private val maxTracks: Int = MAX_TRACKS) {

    fun validateName(name: String) {
        if (name.isBlank()) {
            throw PlaylistValidationException("Playlist name must not be blank")
        }
        if (name.length > MAX_NAME_LENGTH) {
            throw PlaylistValidationException("Playlist name exceeds $MAX_NAME_LENGTH characters")
        }
    }

    fun validateSize(playlist: Playlist, adding: Int) {
        if (playlist.tracks.size + adding > maxTracks) {
            throw PlaylistValidationException("Playlist ${playlist.id} would exceed $maxTracks tracks")
        }
    }

    fun validateDescription(description: String?) {
        if (description != null && description.length > MAX_DESCRIPTION_LENGTH) {
            throw PlaylistValidationException("Playlist description exceeds $MAX_DESCRIPTION_LENGTH characters")
        }
    }

    companion object {
        const val MAX_TRACKS = 10_000
        const val MAX_NAME_LENGTH = 100
        const val MAX_DESCRIPTION_LENGTH = 300
    }
}

class PlaylistService(
    private val store: PlaylistStore,
    private val validator: PlaylistValidator,
    private val clock: Clock = Clock.systemUTC(),
) {

    fun rename(playlistId: String, newName: String): Playlist {
        validator.validateName(newName)
        val playlist = store.load(playlistId)
        val updated = playlist.copy(name = newName.trim(), updatedAt = Instant.now(clock))
        store.save(updated)
        return updated
    }

    fun addTracks(playlistId: String, trackIds: List<String>): Playlist {
        val playlist = store.load(playlistId)
        validator.validateSize(playlist, trackIds.size)
        val startPosition = playlist.tracks.size
        val newTracks = trackIds.mapIndexed { index, trackId ->
            PlaylistTrack(trackId = trackId, position = startPosition + index, addedAt = Instant.now(clock))
        }
        val updated = playlist.copy(tracks = playlist.tracks + newTracks, updatedAt = Instant.now(clock))
        store.save(updated)
        return updated
    }

    fun removeTrack(playlistId: String, position: Int): Playlist {
        val playlist = store.load(playlistId)
        val remaining = playlist.tracks
            .filterNot { it.position == position }
            .mapIndexed { index, track -> track.copy(position = index) }
        val updated = playlist.copy(tracks = remaining, updatedAt = Instant.now(clock))
        store.save(updated)
        return updated
    }

    companion object {
        private const val MAX_BATCH_ADD = 500
    }
}
