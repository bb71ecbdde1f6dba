# frozen_string_literal: true

module Pos
  class FireOrderService
    KITCHEN_CATEGORIES = %w[starter main side dessert].freeze
    BAR_CATEGORIES = %w[cocktail wine beer soft_drink].freeze

    def initialize(order, printer_gateway: PrinterGateway.new, clock: Time)
      @order = order
      @printer_gateway = printer_gateway
      @clock = clock
    end

    def call
      return if unfired_lines.empty?

      Order.transaction do
        @printer_gateway.send_ticket(:kitchen, kitchen_ticket_payload) if kitchen_lines.any?
        @printer_gateway.send_ticket(:bar, bar_ticket_payload) if bar_lines.any?
        unfired_lines.each { |line| line.update!(fired_at: @clock.current) }
      end
    end

    private

    attr_reader :order

    def unfired_lines
      @unfired_lines ||= order.lines.reject(&:fired_at).reject(&:voided?)
    end

    def kitchen_lines
      unfired_lines.select { |line| KITCHEN_CATEGORIES.include?(line.menu_item.category) }
    end

    def bar_lines
      unfired_lines.select { |line| BAR_CATEGORIES.include?(line.menu_item.category) }
    end

    def kitchen_ticket_payload
      payload = {
        table: order.table.number,
        server: order.server.display_name,
        covers: order.covers,
        items: kitchen_lines.map { |line| item_payload(line) }
      }
      payload[:allergies] = order.allergy_notes if order.allergy_notes.present?
      payload.merge(fired_at: @clock.current.iso8601, course: order.current_course)
    end

    def bar_ticket_payload
      payload = {
        table: order.table.number,
        server: order.server.display_name,
        covers: order.covers,
        items: bar_lines.map { |line| item_payload(line) }
      }
      payload.merge(fired_at: @clock.current.iso8601)
    end

    def item_payload(line)
      {
        name: line.menu_item.kitchen_name,
        quantity: line.quantity,
        seat: line.seat,
        modifiers: line.modifiers.map(&:label)
      }
    end
  end
end
