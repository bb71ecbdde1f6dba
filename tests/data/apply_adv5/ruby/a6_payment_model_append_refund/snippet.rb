  # ... existing code ...

  def void!
    ensure_state!("authorized")
    transaction do
      PaymentGateway.void(gateway_reference)
      update!(state: "voided", voided_at: Time.current)
      payment_events.create!(kind: "voided", amount_cents: 0)
    end
  end

  def refund!(refund_cents = amount_cents, reason: nil)
    ensure_state!("captured")
    raise ArgumentError, "refund exceeds captured amount" if refund_cents > amount_cents

    transaction do
      PaymentGateway.refund(gateway_reference, refund_cents)
      update!(state: "refunded", refunded_at: Time.current)
      payment_events.create!(kind: "refunded", amount_cents: refund_cents, note: reason)
    end
  end

  # ... existing code ...
