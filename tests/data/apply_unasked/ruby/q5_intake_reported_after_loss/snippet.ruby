# ... existing code ...
  validate :loss_date_not_in_future
  validate :reported_after_loss
  validate :policy_in_force_on_loss_date

  # ... existing code ...

  def loss_date_not_in_future
    return if loss_date.blank?

    errors.add(:loss_date, "can't be in the future") if loss_date > Date.current
  end

  def reported_after_loss
    return if loss_date.blank? || reported_at.blank?

    errors.add(:reported_at, "can't be before the date of loss") if reported_at.to_date < loss_date
  end

  def policy_in_force_on_loss_date
    # ... existing code ...
