# frozen_string_literal: true

require "json"
require "net/http"

module Prescriptions
  # Tells the patient (and the prescriber's inbox) when a pharmacy answers a refill request.
  class RefillNotifier
    PORTAL_NOTIFY_URL = URI("https://notify.internal.meadowbrookclinic.org/v1/messages")

    Result = Struct.new(:delivered, :channel, :message_id, keyword_init: true)

    def initialize(refill_request, http: Net::HTTP, logger: Rails.logger)
      @refill_request = refill_request
      @http = http
      @logger = logger
    end

    def call
      return Result.new(delivered: false, channel: nil) unless patient.portal_notifications?

      payload = {
        recipient_id: patient.portal_account_id,
        template: template_name,
        variables: {
          medication: @refill_request.prescription.display_name,
          pharmacy: @refill_request.pharmacy.name,
          ready_on: @refill_request.ready_on&.iso8601
        }
      }

      response = post_json(PORTAL_NOTIFY_URL, payload)
      body = JSON.parse(response.body)
      @logger.info("refill notification #{@refill_request.id} -> #{response.code}")
      Result.new(delivered: response.is_a?(Net::HTTPSuccess), channel: "portal", message_id: body["id"])
    end

    private

    def patient
      @refill_request.prescription.patient
    end

    def template_name
      case @refill_request.status
      when "approved" then "refill_approved"
      when "denied" then "refill_denied"
      else "refill_pending"
      end
    end

    def post_json(uri, payload)
      request = Net::HTTP::Post.new(uri, "Content-Type" => "application/json")
      request.body = JSON.generate(payload)
      @http.start(uri.host, uri.port, use_ssl: true) { |conn| conn.request(request) }
    end
  end
end
