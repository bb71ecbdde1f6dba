  # ... existing code ...

  def mark_returned!
    update!(status: "returned", returned_at: Time.current)
    shipments.create!(direction: "return", shipped_at: Time.current, carrier: lending_partner&.return_carrier || "USPS")
  end

  # ... existing code ...

  def to_partner_payload
    {
      # ... existing code ...
      requesting_library: "HARTWELL"
    }.compact
  end

  # ... existing code ...
