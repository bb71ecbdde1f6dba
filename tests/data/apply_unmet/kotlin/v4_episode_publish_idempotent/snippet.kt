// ... existing code ...

    fun publish(show: Show, episode: Episode): Episode {
        if (episode.status == EpisodeStatus.PUBLISHED) {
            log.debug("episode {} already published, skipping", episode.id)
            return episode
        }
        val problems = validate(episode)
        require(problems.isEmpty()) { "cannot publish ${episode.id}: ${problems.joinToString()}" }

        val audioKey = checkNotNull(episode.audioKey)
        val published = episode.copy(
            status = EpisodeStatus.PUBLISHED,
            // keep the original date when a scheduled episode goes live late
            publishedAt = episode.publishedAt ?: Instant.now(clock),
            enclosureUrl = mediaStore.publicUrl(audioKey),
        )
        episodes.save(published)
        feeds.invalidate(show.slug)
        log.info("published episode {} for show {}", episode.id, show.slug)
        return published
    }

// ... existing code ...
