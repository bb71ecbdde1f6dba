# frozen_string_literal: true

class InvoicePresenter
  include ActionView::Helpers::NumberHelper

  attr_reader :invoice

  def initialize(invoice, locale: I18n.default_locale)
    @invoice = invoice
    @locale = locale
  end

  def number
    "INV-#{invoice.id.to_s.rjust(6, '0')}"
  end

  def issued_on
    I18n.l(invoice.issued_at.to_date, format: :long, locale: @locale)
  end

  def due_on
    I18n.l(invoice.due_at.to_date, format: :long, locale: @locale)
  end

  def total
    number_to_currency(invoice.total_cents / 100.0, locale: @locale)
  end

  def status_label
    return "Paid" if invoice.paid?
    return "Void" if invoice.voided?

    overdue? ? "Overdue" : "Open"
  end

  def status_css_class
    return "badge-success" if invoice.paid?
    return "badge-muted" if invoice.voided?

    overdue? ? "badge-danger" : "badge-info"
  end

  def to_h
    {
      number: number,
      issued_on: issued_on,
      due_on: due_on,
      total: total,
      status: status_label
    }
  end

  private

  def overdue?
    invoice.due_at < Time.current
  end

  def days_overdue
    ((Time.current - invoice.due_at) / 1.day).floor
  end
end
