# frozen_string_literal: true

module Inventory
  # Moves on-hand stock from one bin to another inside the same site.
  # Used by the RF "Move" screen and by replenishment tasks.
  class BinTransfer
    class Error < StandardError; end
    class InsufficientStock < Error; end
    class SiteMismatch < Error; end

    attr_reader :from_bin, :to_bin, :sku, :qty, :user

    def initialize(from_bin:, to_bin:, sku:, qty:, user:)
      @from_bin = from_bin
      @to_bin = to_bin
      @sku = sku
      @qty = Integer(qty)
      @user = user
    end

    def call
      validate!

      ApplicationRecord.transaction do
        source = from_bin.stock_for(sku).lock!
        target = to_bin.stock_for(sku, create: true).lock!

        source.update!(on_hand: source.on_hand - qty)
        target.update!(on_hand: target.on_hand + qty)

        record_movement!
      end

      notify_replenishment if from_bin.pick_face?
      true
    end

    private

    def validate!
      raise ArgumentError, "qty must be positive" unless qty.positive?
      raise SiteMismatch, "bins are in different sites" if from_bin.site_id != to_bin.site_id

      available = from_bin.stock_for(sku)&.on_hand.to_i
      raise InsufficientStock, "#{from_bin.code} has #{available} of #{sku}" if available < qty
    end

    def record_movement!
      StockMovement.create!(
        kind: "bin_transfer",
        sku: sku,
        qty: qty,
        from_bin_code: from_bin.code,
        to_bin_code: to_bin.code,
        user_id: user.id,
      )
    end

    def notify_replenishment
      Replenishment::MinMaxCheck.perform_later(from_bin.id, sku)
    end
  end
end
