  # ... existing code ...

  def past_due?
    status == "past_due"
  end

  def paused?
    status == "paused"
  end

  def pause!(until_date)
    raise ArgumentError, "resume date must be in the future" unless until_date.future?

    update!(status: "paused", resumes_at: until_date)
  end

  def cancel!(reason: nil)
    # ... existing code ...
