class Shipment < ApplicationRecord
  # ... existing code ...
  scope :label_printed, -> { where.not(label_printed_at: nil) }
  scope :label_voided, -> { where.not(label_voided_at: nil) }
  # ... existing code ...

  def record_reprint!(printer:)
    label_events.create!(kind: "reprinted", printer_name: printer, tracking_number: tracking_number)
  end

  def record_void!(reason:)
    transaction do
      update!(label_voided_at: Time.current, label_printed_at: nil, status: :packed)
      label_events.create!(kind: "voided", reason: reason, tracking_number: tracking_number)
    end
  end

  # ... existing code ...
end
