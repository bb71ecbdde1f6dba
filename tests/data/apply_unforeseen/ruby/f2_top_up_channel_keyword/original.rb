# frozen_string_literal: true

module FareCards
  # Adds value to a stored-value fare card and records the ledger entry.
  class TopUpService
    MIN_TOP_UP_CENTS = 500
    MAX_BALANCE_CENTS = 25_000

    class TopUpError < StandardError; end

    def initialize(ledger: Ledger.new, notifier: RiderNotifier.new)
      @ledger = ledger
      @notifier = notifier
    end

    def top_up(card, amount_cents)
      validate!(card, amount_cents)

      card.with_lock do
        card.balance_cents += amount_cents
        card.save!
        @ledger.record(card_id: card.id, kind: :top_up, amount_cents: amount_cents)
      end

      @notifier.balance_changed(card)
      card.balance_cents
    end

    def auto_top_up(card)
      return unless card.auto_top_up_enabled?
      return if card.balance_cents >= card.auto_top_up_threshold_cents

      top_up(card, card.auto_top_up_amount_cents)
    rescue TopUpError => e
      Rails.logger.warn("auto top-up skipped for card #{card.serial}: #{e.message}")
      nil
    end

    def top_up_from_kiosk(card, amount_cents, kiosk_id:)
      Rails.logger.info("kiosk #{kiosk_id} top-up of #{amount_cents} on #{card.serial}")
      top_up(card, amount_cents)
    end

    def refund_top_up(card, ledger_entry)
      raise TopUpError, "entry #{ledger_entry.id} is not a top-up" unless ledger_entry.kind == "top_up"

      card.with_lock do
        card.balance_cents -= ledger_entry.amount_cents
        card.save!
        @ledger.record(card_id: card.id, kind: :refund, amount_cents: -ledger_entry.amount_cents)
      end

      @notifier.balance_changed(card)
      card.balance_cents
    end

    private

    def validate!(card, amount_cents)
      raise TopUpError, "card #{card.serial} is blocked" if card.blocked?
      raise TopUpError, "minimum top-up is #{MIN_TOP_UP_CENTS} cents" if amount_cents < MIN_TOP_UP_CENTS
      return if card.balance_cents + amount_cents <= MAX_BALANCE_CENTS

      raise TopUpError, "balance would exceed #{MAX_BALANCE_CENTS} cents"
    end
  end
end
