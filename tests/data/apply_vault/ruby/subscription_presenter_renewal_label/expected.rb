# frozen_string_literal: true

module Billing
  # Formats a Subscription for the account settings page and the billing emails.
  class SubscriptionPresenter
    include ActionView::Helpers::NumberHelper

    STATUS_LABELS = {
      "active" => "Active",
      "past_due" => "Payment overdue",
      "paused" => "Paused",
      "canceled" => "Canceled"
    }.freeze

    attr_reader :subscription

    def initialize(subscription, locale: I18n.locale)
      @subscription = subscription
      @locale = locale
    end

    def plan_name
      subscription.plan.display_name
    end

    def price_label
      amount = number_to_currency(subscription.price_cents / 100.0, unit: subscription.currency_symbol)
      "#{amount} / #{subscription.interval}"
    end

    def status_label
      return "Trial (#{trial_days_left} days left)" if subscription.trialing?

      STATUS_LABELS.fetch(subscription.status, subscription.status.to_s.humanize)
    end

    def trial_days_left
      return 0 unless subscription.trial_ends_at

      ((subscription.trial_ends_at - Time.current) / 1.day).ceil.clamp(0, 365)
    end

    def started_label
      "Started #{I18n.l(subscription.started_at.to_date, format: :long, locale: @locale)}"
    end

    def paused_label
      return nil unless subscription.paused_at

      "Paused #{I18n.l(subscription.paused_at.to_date, format: :long, locale: @locale)}"
    end

    def canceled_label
      return nil unless subscription.canceled_at

      "Canceled #{I18n.l(subscription.canceled_at.to_date, format: :long, locale: @locale)}"
    end

    def renewal_label
      return "Does not renew" unless subscription.auto_renew?
      return nil unless subscription.renews_at

      "Renews #{I18n.l(subscription.renews_at.to_date, format: :long, locale: @locale)}"
    end
  end
end
