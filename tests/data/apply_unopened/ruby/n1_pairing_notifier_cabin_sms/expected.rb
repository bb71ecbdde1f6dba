# frozen_string_literal: true

module Rostering
  # Sends roster-change notifications to crew after the tracking team edits a pairing.
  class PairingChangeNotifier
    ACK_DEADLINE = 2.hours
    SHORT_NOTICE_WINDOW = 12.hours

    def initialize(pairing, changed_by:, messenger: CrewMessenger.new)
      @pairing = pairing
      @changed_by = changed_by
      @messenger = messenger
    end

    def call
      notify_captain
      notify_first_officer
      notify_cabin_crew
      log_change
    end

    private

    attr_reader :pairing, :changed_by, :messenger

    def notify_captain
      member = pairing.crew_member(:captain)
      return if member.nil? || member.on_leave?

      messenger.deliver(
        to: member,
        template: "pairing_changed",
        ack_required: true,
        ack_by: ack_deadline,
        channel: short_notice? ? :phone_call : :crew_app
      )
    end

    def notify_first_officer
      member = pairing.crew_member(:first_officer)
      return if member.nil? || member.on_leave?

      messenger.deliver(
        to: member,
        template: "pairing_changed",
        ack_required: true,
        ack_by: ack_deadline,
        channel: short_notice? ? :phone_call : :crew_app
      )
    end

    def notify_cabin_crew
      pairing.crew_members(:cabin).each do |member|
        next if member.on_leave?

        messenger.deliver(
          to: member,
          template: "pairing_changed",
          ack_required: true,
          ack_by: ack_deadline,
          channel: short_notice? ? :sms : :crew_app
        )
      end
    end

    def short_notice?
      pairing.report_time - Time.current < SHORT_NOTICE_WINDOW
    end

    def ack_deadline
      [Time.current + ACK_DEADLINE, pairing.report_time - 1.hour].min
    end

    def log_change
      Rails.logger.info(
        "[rostering] pairing=#{pairing.code} changed_by=#{changed_by.employee_no} " \
        "report_time=#{pairing.report_time.iso8601}"
      )
    end
  end
end
