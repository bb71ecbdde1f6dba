package fm.wavecast.hosting.publish

import fm.wavecast.hosting.feed.FeedInvalidator
import fm.wavecast.hosting.model.Episode
import fm.wavecast.hosting.model.EpisodeStatus
import fm.wavecast.hosting.model.Show
import fm.wavecast.hosting.storage.MediaStore
import java.time.Clock
import java.time.Instant
import org.slf4j.LoggerFactory

class EpisodePublisher(
    private val mediaStore: MediaStore,
    private val episodes: EpisodeRepository,
    private val feeds: FeedInvalidator,
    private val clock: Clock = Clock.systemUTC(),
) {
    private val log = LoggerFactory.getLogger(EpisodePublisher::class.java)

    fun validate(episode: Episode): List<String> {
        val problems = mutableListOf<String>()
        if (episode.title.isBlank()) problems += "title is required"
        if (episode.title.length > 200) problems += "title is longer than 200 characters"
        if (episode.audioKey == null) problems += "no audio uploaded"
        if (episode.durationSeconds <= 0) problems += "duration is unknown"
        if (episode.explicit == null) problems += "explicit flag must be set"
        return problems
    }

    fun publish(show: Show, episode: Episode): Episode {
        val problems = validate(episode)
        require(problems.isEmpty()) { "cannot publish ${episode.id}: ${problems.joinToString()}" }

        val audioUrl = mediaStore.publicUrl(episode.audioKey!!)
        val published = episode.copy(
            status = EpisodeStatus.PUBLISHED,
            publishedAt = Instant.now(clock),
            enclosureUrl = audioUrl,
        )
        episodes.save(published)
        feeds.invalidate(show.slug)
        log.info("published episode {} for show {}", episode.id, show.slug)
        return published
    }

    fun schedule(show: Show, episode: Episode, at: Instant): Episode {
        val problems = validate(episode)
        require(problems.isEmpty()) { "cannot schedule ${episode.id}: ${problems.joinToString()}" }
        require(at.isAfter(Instant.now(clock))) { "scheduled time must be in the future" }

        val scheduled = episode.copy(status = EpisodeStatus.SCHEDULED, publishedAt = at)
        episodes.save(scheduled)
        log.info("scheduled episode {} for show {} at {}", episode.id, show.slug, at)
        return scheduled
    }

    fun unpublish(show: Show, episode: Episode): Episode {
        check(episode.status == EpisodeStatus.PUBLISHED) { "episode ${episode.id} is not published" }
        val draft = episode.copy(status = EpisodeStatus.DRAFT, publishedAt = null)
        episodes.save(draft)
        feeds.invalidate(show.slug)
        log.info("unpublished episode {} for show {}", episode.id, show.slug)
        return draft
    }
}

interface EpisodeRepository {
    fun save(episode: Episode)
    fun findDueForPublish(now: Instant): List<Episode>
}
