# ... existing code ...

    def top_up(card, amount_cents, channel:)
      validate!(card, amount_cents)

      card.with_lock do
        card.balance_cents += amount_cents
        card.save!
        @ledger.record(card_id: card.id, kind: :top_up, amount_cents: amount_cents, channel: channel.to_s)
      end

      @notifier.balance_changed(card, reason: :top_up)
      card.balance_cents
    end

    def auto_top_up(card)
      return unless card.auto_top_up_enabled?
      return if card.balance_cents >= card.auto_top_up_threshold_cents

      top_up(card, card.auto_top_up_amount_cents, channel: :auto)
    rescue TopUpError => e
      # ... existing code ...
    end

    def top_up_from_kiosk(card, amount_cents, kiosk_id:)
      Rails.logger.info("kiosk #{kiosk_id} top-up of #{amount_cents} on #{card.serial}")
      top_up(card, amount_cents, channel: :kiosk)
    end

# ... existing code ...
