# frozen_string_literal: true

module Circulation
  # Computes overdue fines, in cents, for a returned or still-open loan.
  class FineCalculator
    GRACE_DAYS = 1

    RATES = {
      book: { daily_cents: 25, max_cents: 1_500 },
      media: { daily_cents: 100, max_cents: 1_500 },
      ill: { daily_cents: 100, max_cents: 3_000 },
      reserve: { hourly_cents: 100, max_cents: 2_500 }
    }.freeze

    def self.call(loan, **opts)
      new(loan, **opts).call
    end

    def initialize(loan, as_of: Time.current)
      @loan = loan
      @as_of = loan.returned_at || as_of
    end

    def call
      return 0 if exempt?

      case @loan.item.material_type.to_sym
      when :book then book_fine
      when :media then media_fine
      when :ill then ill_fine
      when :reserve then reserve_fine
      else
        raise ArgumentError, "no fine schedule for #{@loan.item.material_type}"
      end
    end

    private

    def exempt?
      @loan.patron.fine_exempt? || @as_of <= @loan.due_at
    end

    def days_late
      [((@as_of - @loan.due_at) / 1.day).ceil - GRACE_DAYS, 0].max
    end

    def book_fine
      rate = RATES.fetch(:book)
      fine = days_late * rate[:daily_cents]
      [fine, rate[:max_cents]].min
    end

    def media_fine
      rate = RATES.fetch(:media)
      fine = days_late * rate[:daily_cents]
      [fine, rate[:max_cents]].min
    end

    def ill_fine
      rate = RATES.fetch(:ill)
      fine = days_late * rate[:daily_cents]
      [fine, rate[:max_cents]].min
    end

    def reserve_fine
      rate = RATES.fetch(:reserve)
      hours_late = ((@as_of - @loan.due_at) / 1.hour).ceil
      fine = hours_late * rate[:hourly_cents]
      [fine, rate[:max_cents]].min
    end
  end
end
