# frozen_string_literal: true

require "json"
require "net/http"
require "logger"

module StationNet
  module Alerts
    class UnknownChannel < StandardError; end

    # Routes a triggered alert (frost, high wind, sensor offline...) to the
    # channels configured for the station's maintenance team.
    class Dispatcher
      def initialize(mailer:, pager:, webhook_url:, logger: Logger.new($stdout))
        @mailer = mailer
        @pager = pager
        @webhook_url = URI(webhook_url)
        @logger = logger
      end

      def dispatch(alert, channel)
        case channel
        when :email then deliver_email(alert)
        when :pager then deliver_pager(alert)
        when :webhook then deliver_webhook(alert)
        else
          raise UnknownChannel, channel.to_s
        end
      end

      private

      def deliver_email(alert)
        @mailer.send_message(
          to: alert.station.maintainer_email,
          subject: "[#{alert.severity.upcase}] #{alert.station.code}: #{alert.kind}",
          body: alert.summary
        )
        @logger.info("alert #{alert.id} emailed to #{alert.station.maintainer_email}")
      end

      def deliver_pager(alert)
        return unless alert.severity == :critical

        @pager.trigger(service: "station-#{alert.station.code}", message: alert.summary)
        @logger.info("alert #{alert.id} paged for station #{alert.station.code}")
      end

      def deliver_webhook(alert)
        body = {
          id: alert.id,
          station: alert.station.code,
          kind: alert.kind,
          severity: alert.severity,
          raised_at: alert.raised_at.iso8601
        }
        response = Net::HTTP.post(@webhook_url, body.to_json, "Content-Type" => "application/json")
        return if response.is_a?(Net::HTTPSuccess)

        @logger.warn("webhook for alert #{alert.id} failed: #{response.code}")
      end
    end
  end
end
