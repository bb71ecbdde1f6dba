  # ... existing code ...

  def renew!
    transaction do
      invoice = invoices.create!(amount_cents: monthly_price, issued_on: Date.current)
      charge = PaymentProcessor.charge(account.payment_method, invoice.amount_cents)
      if charge.success?
        invoice.update!(paid_at: Time.current, charge_id: charge.id)
        update!(status: "active", renews_on: renews_on.next_month, failed_attempts: 0)
      else
        update!(status: "past_due", failed_attempts: failed_attempts + 1)
        SubscriptionMailer.payment_failed(self, invoice).deliver_later
      end
      invoice
    end
  end

  # ... existing code ...
