# …
  class OrderReadyNotifier
    PICKUP_WINDOW_MINUTES = 15
    # …

    def call(ticket)
      # …
      when :dine_in
        @logger.info("ticket #{ticket.id} ready for table #{order.table_number}")
      when :marketplace
        # DoorDash / Uber Eats send their own courier; just flip the order to ready on their side.
        @dispatch.marketplace_ready(order.external_id, provider: order.provider)
      else
        raise ArgumentError, "unknown fulfillment #{order.fulfillment.inspect}"
      end
      # …
    end
  # …
