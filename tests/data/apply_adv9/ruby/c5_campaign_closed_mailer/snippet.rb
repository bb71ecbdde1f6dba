# ... existing code ...

  def campaign_closing(campaign, donor)
    # ... existing code ...
    mail(
      to: @donor.email,
      subject: "Only #{@days_left} days left to support #{@campaign.name}"
    )
  end

  def campaign_closed(campaign, donor)
    @campaign = campaign
    @donor = donor
    @total_raised = campaign.total_raised

    mail(
      to: @donor.email,
      subject: "#{@campaign.name} has closed - thank you for helping us get there"
    )
  end

  private

# ... existing code ...
