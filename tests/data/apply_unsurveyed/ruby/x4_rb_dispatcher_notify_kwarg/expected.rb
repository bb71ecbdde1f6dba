# frozen_string_literal: true

module Maintenance
  # Routes new work orders to an approved vendor and keeps the ticket in sync.
  class Dispatcher
    class NoVendorAvailable < StandardError; end

    def initialize(vendor_directory:, mailer: VendorMailer, clock: Time)
      @vendor_directory = vendor_directory
      @mailer = mailer
      @clock = clock
    end

    def dispatch(ticket)
      vendor = pick_vendor(ticket)
      raise NoVendorAvailable, "no vendor for #{ticket.category}" unless vendor

      assign_vendor(ticket, vendor)
      ticket
    end

    def reassign(ticket, reason:)
      previous = ticket.vendor
      vendor = pick_vendor(ticket, exclude: [previous&.id].compact)
      raise NoVendorAvailable, "no alternate vendor for #{ticket.id}" unless vendor

      ticket.add_note("Reassigned from #{previous&.name || 'unassigned'}: #{reason}")
      assign_vendor(ticket, vendor, notify: reason != "vendor_requested")
      ticket
    end

    def assign_vendor(ticket, vendor, notify: true)
      ticket.update!(
        vendor_id: vendor.id,
        status: "assigned",
        assigned_at: @clock.now
      )
      return unless notify

      @mailer.work_order(vendor: vendor, ticket: ticket).deliver_later
    end

    private

    def pick_vendor(ticket, exclude: [])
      @vendor_directory
        .for_category(ticket.category)
        .reject { |v| exclude.include?(v.id) }
        .select(&:accepting_work?)
        .min_by { |v| [v.open_ticket_count, v.average_response_hours] }
    end
  end
end
