# frozen_string_literal: true

module FormattingHelper
  DURATION_UNITS = [
    [86_400, "d"],
    [3_600, "h"],
    [60, "m"],
    [1, "s"]
  ].freeze

  def format_money(cents, currency: "USD")
    return "—" if cents.nil?

    Money.new(cents, currency).format(symbol: true, no_cents_if_whole: true)
  end

  def format_percent(value, precision: 1)
    return "—" if value.nil?

    number_to_percentage(value * 100, precision: precision, strip_insignificant_zeros: true)
  end

  def format_duration(seconds)
    return "0s" if seconds.to_i <= 0

    remaining = seconds.to_i
    parts = DURATION_UNITS.each_with_object([]) do |(size, unit), acc|
      count, remaining = remaining.divmod(size)
      acc << "#{count}#{unit}" if count.positive?
    end
    parts.first(2).join(" ")
  end

  def format_count(count, singular, plural = nil)
    word = count == 1 ? singular : (plural || singular.pluralize)
    "#{number_with_delimiter(count)} #{word}"
  end

  def format_date_range(from, to)
    return I18n.l(from, format: :short) if to.nil? || from == to
    return "#{from.strftime('%b %-d')}–#{to.strftime('%-d, %Y')}" if from.month == to.month

    "#{I18n.l(from, format: :short)} – #{I18n.l(to, format: :short)}"
  end
end
