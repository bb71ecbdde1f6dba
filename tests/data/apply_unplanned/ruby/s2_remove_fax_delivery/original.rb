# frozen_string_literal: true

require "logger"

module Hospital
  module Lab
    # Tells owners and the referring vet that lab results are ready.
    class ResultNotifier
      CHANNELS = %i[email sms portal].freeze

      def initialize(mailer:, sms_gateway:, portal:, logger: Logger.new($stdout))
        @mailer = mailer
        @sms_gateway = sms_gateway
        @portal = portal
        @logger = logger
      end

      def notify(result)
        owner = result.patient.owner
        CHANNELS.each do |channel|
          next unless owner.accepts?(channel)

          send("deliver_by_#{channel}", result, owner)
        end
        notify_referring_vet(result) if result.referral?
      end

      private

      def deliver_by_email(result, owner)
        @mailer.lab_results_ready(to: owner.email, patient: result.patient.name,
                                  panel: result.panel_name).deliver_later
        @logger.info("lab result #{result.id}: emailed owner #{owner.id}")
      end

      def deliver_by_sms(result, owner)
        body = "#{result.patient.name}'s #{result.panel_name} results are ready. " \
               "Log in to the Riverside portal to view them."
        @sms_gateway.send_message(to: owner.mobile, body: body)
        @logger.info("lab result #{result.id}: texted owner #{owner.id}")
      end

      def deliver_by_fax(result, owner)
        pdf = result.to_pdf
        FaxClient.new(ENV.fetch("FAX_GATEWAY_URL")).send_document(owner.fax_number, pdf)
        @logger.info("lab result #{result.id}: faxed owner #{owner.id}")
      end

      def deliver_by_portal(result, owner)
        @portal.publish(result, visible_to: owner)
        @logger.info("lab result #{result.id}: published to portal for owner #{owner.id}")
      end

      def notify_referring_vet(result)
        vet = result.referral.vet
        @mailer.referral_results(to: vet.email, result: result).deliver_later
        @logger.info("lab result #{result.id}: sent to referring vet #{vet.id}")
      end
    end
  end
end
