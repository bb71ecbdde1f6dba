    # ... existing code ...

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

    # ... existing code ...
