  # ... existing methods ...

  def status_label
    return "Paid" if invoice.paid?
    return "Void" if invoice.voided?

    overdue? ? "Overdue (#{days_overdue} days)" : "Open"
  end
