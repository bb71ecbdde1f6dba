# frozen_string_literal: true

module Kitchen
  # Notifies guests and couriers when a ticket is bumped from the expo screen.
  class OrderReadyNotifier
    PICKUP_WINDOW_MINUTES = 10
    SMS_TEMPLATE = "%<name>s, your order #%<number>s is ready at the pickup shelf."

    def initialize(sms_client:, dispatch_client:, logger: Rails.logger)
      @sms = sms_client
      @dispatch = dispatch_client
      @logger = logger
    end

    def call(ticket)
      order = ticket.order
      case order.fulfillment
      when :pickup
        notify_guest(order)
      when :delivery
        notify_courier(order)
      when :dine_in
        @logger.info("ticket #{ticket.id} ready for table #{order.table_number}")
      else
        raise ArgumentError, "unknown fulfillment #{order.fulfillment.inspect}"
      end
      ticket.update!(notified_at: Time.current)
    end

    private

    def notify_guest(order)
      return if order.guest_phone.blank?

      body = format(SMS_TEMPLATE, name: order.guest_first_name, number: order.short_number)
      @sms.deliver(to: order.guest_phone, body: body)
    rescue Sms::DeliveryError => e
      @logger.warn("sms failed for order #{order.id}: #{e.message}")
    end

    def notify_courier(order)
      assignment = order.courier_assignment
      if assignment.nil?
        @logger.warn("order #{order.id} ready but no courier assigned")
        @dispatch.escalate(order.id, reason: :ready_without_courier)
        return
      end

      @dispatch.mark_ready(
        order_id: order.id,
        courier_id: assignment.courier_id,
        ready_at: Time.current
      )
    end

    def pickup_deadline(order)
      order.ready_at + PICKUP_WINDOW_MINUTES.minutes
    end
  end
end
