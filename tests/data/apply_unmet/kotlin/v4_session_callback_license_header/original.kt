@file:OptIn(UnstableApi::class)

package com.loopline.player.session

import android.os.Bundle
import androidx.media3.common.MediaItem
import androidx.media3.common.util.UnstableApi
import androidx.media3.session.MediaSession
import androidx.media3.session.SessionCommand
import androidx.media3.session.SessionResult
import com.google.common.util.concurrent.Futures
import com.google.common.util.concurrent.ListenableFuture
import com.loopline.player.library.LibraryRepository

private const val ACTION_LIKE = "com.loopline.player.LIKE"
private const val ACTION_SHUFFLE_ARTIST = "com.loopline.player.SHUFFLE_ARTIST"

class PlayerSessionCallback(
    private val library: LibraryRepository,
) : MediaSession.Callback {

    private val likeCommand = SessionCommand(ACTION_LIKE, Bundle.EMPTY)
    private val shuffleArtistCommand = SessionCommand(ACTION_SHUFFLE_ARTIST, Bundle.EMPTY)

    override fun onConnect(
        session: MediaSession,
        controller: MediaSession.ControllerInfo,
    ): MediaSession.ConnectionResult {
        val commands = MediaSession.ConnectionResult.DEFAULT_SESSION_COMMANDS.buildUpon()
            .add(likeCommand)
            .add(shuffleArtistCommand)
            .build()
        return MediaSession.ConnectionResult.AcceptedResultBuilder(session)
            .setAvailableSessionCommands(commands)
            .build()
    }

    override fun onCustomCommand(
        session: MediaSession,
        controller: MediaSession.ControllerInfo,
        customCommand: SessionCommand,
        args: Bundle,
    ): ListenableFuture<SessionResult> {
        val current = session.player.currentMediaItem
            ?: return Futures.immediateFuture(SessionResult(SessionResult.RESULT_ERROR_BAD_VALUE))
        when (customCommand.customAction) {
            ACTION_LIKE -> library.toggleLike(current.mediaId)
            ACTION_SHUFFLE_ARTIST -> {
                val tracks = library.tracksByArtist(current.mediaMetadata.artist.toString()).shuffled()
                session.player.setMediaItems(tracks)
                session.player.prepare()
                session.player.play()
            }
            else -> return Futures.immediateFuture(SessionResult(SessionResult.RESULT_ERROR_NOT_SUPPORTED))
        }
        return Futures.immediateFuture(SessionResult(SessionResult.RESULT_SUCCESS))
    }

    override fun onAddMediaItems(
        mediaSession: MediaSession,
        controller: MediaSession.ControllerInfo,
        mediaItems: MutableList<MediaItem>,
    ): ListenableFuture<MutableList<MediaItem>> {
        val resolved = mediaItems.map { item -> library.resolve(item.mediaId) ?: item }
        return Futures.immediateFuture(resolved.toMutableList())
    }
}
