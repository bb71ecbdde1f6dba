# frozen_string_literal: true

require "json"
require "net/http"
require "time"
require "uri"

require_relative "../models/recall_notice"
require_relative "../models/stock_lot"

module PharmOps
  module Recalls
    # Tells each nursing unit which cabinet pockets hold a recalled lot and
    # posts a summary to the pharmacy operations channel.
    class Notifier
      CLASS_I_ESCALATION_MINUTES = 60

      attr_reader :webhook_url, :logger

      def initialize(webhook_url:, logger:)
        @webhook_url = URI(webhook_url)
        @logger = logger
      end

      def notify(notice, affected_lots)
        return if affected_lots.empty?

        by_unit = affected_lots.group_by(&:unit_code)
        by_unit.each do |unit, lots|
          post(unit_message(notice, unit, lots))
        end
        post(summary_message(notice, affected_lots))
        logger.info("recall #{notice.recall_id}: notified #{by_unit.size} units")
      end

      private

      def unit_message(notice, unit, lots)
        pockets = lots.map { |lot| "#{lot.cabinet_id}/#{lot.pocket_id} (lot #{lot.lot_number})" }
        "[#{unit}] Pull #{notice.drug_name} from: #{pockets.join(', ')}"
      end

      def summary_message(notice, affected_lots)
        deadline = escalation_deadline(notice)
        text = "Recall #{notice.recall_id} (class #{notice.recall_class}): " \
               "#{affected_lots.sum(&:quantity)} units of #{notice.drug_name} to quarantine"
        text += " by #{deadline.strftime('%H:%M')}" if deadline
        text
      end

      def escalation_deadline(notice)
        return nil unless notice.recall_class == "I"

        Time.now + (CLASS_I_ESCALATION_MINUTES * 60)
      end

      def post(text)
        request = Net::HTTP::Post.new(webhook_url)
        request["Content-Type"] = "application/json"
        request.body = JSON.generate(text: text, source: "pharmops-recalls", sent_at: Time.now.utc.iso8601)
        Net::HTTP.start(webhook_url.host, webhook_url.port, use_ssl: webhook_url.scheme == "https") do |http|
          response = http.request(request)
          logger.warn("webhook returned #{response.code}") unless response.is_a?(Net::HTTPSuccess)
        end
      end
    end
  end
end
