# frozen_string_literal: true

require "active_support/core_ext/numeric/time"

# Holds embargoed articles back until their release time and lifts them
# in batches. Run every minute by the scheduler process.
module Newsroom
  class EmbargoScheduler
    BATCH_SIZE = 50
    CLOCK_SKEW_TOLERANCE = 30.seconds

    attr_reader :clock, :audit_log

    def initialize(clock: Time, audit_log: Rails.logger)
      @clock = clock
      @audit_log = audit_log
    end

    def schedule(article, release_at:, source:)
      raise ArgumentError, "release_at must be in the future" if release_at <= clock.now

      Embargo.create!(
        article_id: article.id,
        release_at: release_at,
        source: source,
        state: :pending
      )
    end

    def release_due!
      due = Embargo.pending.where("release_at <= ?", clock.now + CLOCK_SKEW_TOLERANCE)
      due.order(:release_at).limit(BATCH_SIZE).each do |embargo|
        lift(embargo)
      end
    end

    def cancel(embargo, reason:)
      return if embargo.lifted?

      embargo.update!(state: :cancelled, cancel_reason: reason)
      audit_log.info("embargo cancelled", article_id: embargo.article_id, reason: reason)
    end

    private

    def lift(embargo)
      embargo.update!(state: :lifted, lifted_at: clock.now)
      Publishing::ReleaseJob.perform_later(embargo.article_id)
    end
  end
end
