# frozen_string_literal: true

module ReportsHelper
  DEFAULT_CURRENCY = "USD"
  EMPTY_VALUE = "—"
  CURRENCY_SYMBOLS = { "USD" => "$", "EUR" => "€", "GBP" => "£" }.freeze

  def format_currency(amount, currency: DEFAULT_CURRENCY)
    return EMPTY_VALUE if amount.nil?

    number_to_currency(amount, unit: CURRENCY_SYMBOLS.fetch(currency, currency), precision: 2)
  end

  def format_date(date, style: :short)
    return EMPTY_VALUE if date.nil?

    I18n.l(date.to_date, format: style)
  end

  def format_duration(seconds)
    return EMPTY_VALUE if seconds.nil?

    hours, remainder = seconds.to_i.divmod(3600)
    minutes = remainder / 60
    hours.positive? ? "#{hours}h #{minutes}m" : "#{minutes}m"
  end

  def format_count(count, singular, plural = nil)
    return EMPTY_VALUE if count.nil?

    label = count == 1 ? singular : (plural || singular.pluralize)
    "#{number_with_delimiter(count)} #{label}"
  end

  def format_bytes(bytes)
    return EMPTY_VALUE if bytes.nil?

    number_to_human_size(bytes, precision: 3)
  end

  def trend_badge(delta)
    return content_tag(:span, EMPTY_VALUE, class: "badge") if delta.nil?

    css = delta.negative? ? "badge badge--down" : "badge badge--up"
    arrow = delta.negative? ? "▼" : "▲"
    content_tag(:span, "#{arrow} #{number_with_delimiter(delta.abs)}", class: css)
  end
end
