# frozen_string_literal: true

require "securerandom"

module InsuranceClaims
  # Builds 837D dental claims from completed procedures and pushes them to
  # the clearinghouse. One instance per clinic; safe to reuse across claims.
  class Submitter
    class SubmissionError < StandardError; end

    MAX_LINES_PER_CLAIM = 50

    def initialize(clinic:, clearinghouse: Clearinghouse::Client.new, logger: Rails.logger)
      @clinic = clinic
      @clearinghouse = clearinghouse
      @logger = logger
    end

    def submit!(claim)
      ensure_submittable!(claim)
      payload = build_payload(claim)
      response = @clearinghouse.post_claim(payload)
      record_result(claim, response, action: "submit")
    end

    def resubmit!(claim, corrections:)
      ensure_submittable!(claim)
      claim.apply_corrections!(corrections)
      payload = build_payload(claim).merge(frequency_code: "7", original_ref: claim.payer_claim_number)
      response = @clearinghouse.post_claim(payload)
      record_result(claim, response, action: "resubmit")
    end

    def legacy_fax_submit!(claim)
      ensure_submittable!(claim)
      pdf = ClaimForms::AdaPdf.render(claim)
      FaxGateway.deliver(to: claim.payer.fax_number, document: pdf)
      claim.update!(status: "submitted", submitted_via: "fax", submitted_at: Time.current)
      @logger.info("[claims] faxed claim #{claim.id} to #{claim.payer.name}")
    end

    def void!(claim, reason:)
      raise SubmissionError, "claim #{claim.id} was never accepted" unless claim.payer_claim_number

      payload = build_payload(claim).merge(frequency_code: "8", original_ref: claim.payer_claim_number)
      response = @clearinghouse.post_claim(payload)
      claim.update!(void_reason: reason)
      record_result(claim, response, action: "void")
    end

    private

    def ensure_submittable!(claim)
      raise SubmissionError, "claim #{claim.id} has no procedures" if claim.lines.empty?
      raise SubmissionError, "claim #{claim.id} has too many lines" if claim.lines.size > MAX_LINES_PER_CLAIM
      return unless claim.requires_attachments? && claim.attachments.none?

      raise SubmissionError, "claim #{claim.id} is missing x-ray attachments"
    end

    def build_payload(claim)
      {
        control_number: SecureRandom.hex(6),
        billing_npi: @clinic.npi,
        subscriber_id: claim.policy.subscriber_id,
        payer_id: claim.payer.edi_id,
        lines: claim.lines.map { |line| { cdt_code: line.cdt_code, tooth: line.tooth, fee_cents: line.fee_cents } }
      }
    end

    def record_result(claim, response, action:)
      if response.accepted?
        claim.update!(status: "submitted", payer_claim_number: response.claim_number, submitted_at: Time.current)
        @logger.info("[claims] #{action} accepted for claim #{claim.id}")
      else
        claim.update!(status: "rejected", rejection_reason: response.message)
        @logger.warn("[claims] #{action} rejected for claim #{claim.id}: #{response.message}")
      end
      response
    end
  end
end
