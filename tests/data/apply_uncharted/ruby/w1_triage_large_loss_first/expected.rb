# frozen_string_literal: true

module Claims
  module Intake
    # Assigns newly reported claims to an adjuster queue based on line of
    # business, severity and special handling flags.
    class TriageRouter
      QUEUES = {
        fast_track: "fast-track",
        desk: "desk-adjusters",
        field: "field-adjusters",
        large_loss: "large-loss-unit",
        siu: "special-investigations",
        catastrophe: "cat-response"
      }.freeze

      FAST_TRACK_LIMIT = 2_500
      LARGE_LOSS_LIMIT = 100_000

      def initialize(fraud_scorer:, cat_registry:, logger: Rails.logger)
        @fraud_scorer = fraud_scorer
        @cat_registry = cat_registry
        @logger = logger
      end

      def route(claim)
        queue = pick_queue(claim)
        @logger.info("triage claim=#{claim.number} queue=#{queue}")
        claim.update!(assigned_queue: queue, triaged_at: Time.current)
        queue
      end

      private

      def pick_queue(claim)
        return QUEUES[:siu] if suspicious?(claim)
        return QUEUES[:large_loss] if claim.estimated_amount >= LARGE_LOSS_LIMIT
        return QUEUES[:catastrophe] if @cat_registry.covers?(claim.loss_location, claim.loss_date)

        fast_track = claim.estimated_amount <= FAST_TRACK_LIMIT &&
                     !claim.injury_reported? &&
                     claim.line_of_business != "commercial_property"
        if fast_track
          QUEUES[:fast_track]
        elsif needs_inspection?(claim)
          QUEUES[:field]
        else
          QUEUES[:desk]
        end
      end

      def suspicious?(claim)
        score = @fraud_scorer.score(claim)
        score >= 0.8 || (score >= 0.6 && claim.policy_age_days < 60)
      end

      def needs_inspection?(claim)
        case claim.line_of_business
        when "property"
          claim.estimated_amount > 10_000 || claim.loss_type == "fire"
        when "auto"
          claim.vehicle_drivable == false
        else
          false
        end
      end
    end
  end
end
