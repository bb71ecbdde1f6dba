    # ... existing code ...

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
