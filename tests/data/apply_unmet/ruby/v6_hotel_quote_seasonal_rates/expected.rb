# frozen_string_literal: true

module Larchmont
  module Booking
    # Produces a price quote for a stay before the guest confirms it.
    class QuoteCalculator
      CITY_TAX_PER_NIGHT = BigDecimal("3.50")
      DEPOSIT_RATE = BigDecimal("0.20")
      WEEKEND_DAYS = [5, 6].freeze # Friday and Saturday nights

      attr_reader :room_type, :check_in, :check_out, :guests

      def initialize(room_type:, check_in:, check_out:, guests:, promo_code: nil)
        @room_type = room_type
        @check_in = check_in
        @check_out = check_out
        @guests = guests
        @promo_code = promo_code
      end

      def nights
        (check_out - check_in).to_i
      end

      def room_total
        (check_in...check_out).sum do |night|
          season = room_type.season_for(night)
          rate = season ? season.rate : room_type.base_rate
          # Seasonal rates already include the weekend uplift.
          rate *= room_type.weekend_multiplier if season.nil? && WEEKEND_DAYS.include?(night.wday)
          rate
        end
      end

      def extra_guest_total
        extra = [guests - room_type.included_guests, 0].max
        extra * room_type.extra_guest_rate * nights
      end

      def city_tax
        CITY_TAX_PER_NIGHT * guests * nights
      end

      def discount
        return BigDecimal("0") if @promo_code.nil?

        promo = PromoCode.active.find_by(code: @promo_code.upcase)
        return BigDecimal("0") unless promo&.applies_to?(room_type)

        (room_total * promo.percent_off / 100).round(2)
      end

      def total
        room_total + extra_guest_total + city_tax - discount
      end

      def deposit
        (total * DEPOSIT_RATE).round(2)
      end

      def to_h
        {
          room_type: room_type.code,
          nights: nights,
          room_total: room_total.to_s("F"),
          extras: extra_guest_total.to_s("F"),
          city_tax: city_tax.to_s("F"),
          discount: discount.to_s("F"),
          total: total.to_s("F"),
          deposit: deposit.to_s("F")
        }
      end
    end
  end
end
