# frozen_string_literal: true

class CampaignMailer < ApplicationMailer
  default from: "Hearthside Appeals <appeals@hearthside.org.uk>"

  helper :currency

  def thank_you(donation)
    @donation = donation
    @donor = donation.donor
    @campaign = donation.campaign

    mail(
      to: @donor.email,
      subject: "Thank you for supporting #{@campaign.name}"
    )
  end

  def gift_aid_confirmation(donation)
    @donation = donation
    @donor = donation.donor
    @campaign = donation.campaign

    mail(
      to: @donor.email,
      subject: "Your Gift Aid declaration for #{@campaign.name}"
    )
  end

  def milestone_reached(campaign, donor)
    @campaign = campaign
    @donor = donor
    @percent = campaign.percent_of_target.round

    mail(
      to: @donor.email,
      subject: "#{@campaign.name} has reached #{@percent}% of its target"
    )
  end

  def campaign_closing(campaign, donor)
    @campaign = campaign
    @donor = donor
    @days_left = (campaign.closes_on - Date.current).to_i

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

  def unsubscribe_url_for(donor)
    Rails.application.routes.url_helpers.unsubscribe_url(token: donor.unsubscribe_token)
  end
end
