# frozen_string_literal: true

module Wire
  # Polls one agency feed and upserts the stories it returns.
  class IngestJob < ApplicationJob
    queue_as :wire_ingest

    retry_on Net::ReadTimeout, wait: :polynomially_longer, attempts: 5
    discard_on Wire::FeedDisabled

    def perform(feed_id)
      feed = Wire::Feed.find(feed_id)
      raise Wire::FeedDisabled, feed.slug unless feed.enabled?

      response = Wire::Client.new(feed).fetch(since: feed.last_polled_at)
      items = Wire::Parser.for(feed.format).parse(response.body)

      stats = { created: 0, updated: 0, skipped: 0, killed: 0 }
      items.each do |item|
        if item.kill_notice?
          Wire::Story.where(guid: item.guid).update_all(killed_at: Time.current)
          stats[:killed] += 1
          next
        end

        story = Wire::Story.find_or_initialize_by(guid: item.guid)
        if story.new_record?
          stats[:created] += 1
        elsif story.version >= item.version
          stats[:skipped] += 1
          next
        else
          stats[:updated] += 1
        end

        story.assign_attributes(
          feed: feed,
          headline: item.headline,
          body_html: item.body_html,
          version: item.version,
          embargo_until: item.embargo_until
        )
        story.save!
      end

      feed.update!(last_polled_at: response.fetched_at)
      log_stats(feed, stats)
    end

    private

    def log_stats(feed, stats)
      Rails.logger.info("[wire] #{feed.slug}: #{stats.inspect}")
      StatsD.gauge("wire.ingest.created", stats[:created], tags: ["feed:#{feed.slug}"])
      StatsD.gauge("wire.ingest.skipped", stats[:skipped], tags: ["feed:#{feed.slug}"])
    end
  end
end
