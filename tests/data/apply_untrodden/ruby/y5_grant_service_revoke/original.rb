# frozen_string_literal: true

require "securerandom"

module Arena
  module Inventory
    # Grants items to a player's inventory, enforcing stack limits and
    # writing an audit entry for every change so support can trace disputes.
    class GrantService
      class StackLimitExceeded < StandardError; end
      class UnknownItem < StandardError; end

      DEFAULT_STACK_LIMIT = 999

      def initialize(repo:, catalog:, audit_log:, clock: Time)
        @repo = repo
        @catalog = catalog
        @audit_log = audit_log
        @clock = clock
      end

      def grant(player_id:, item_id:, quantity: 1, source:)
        item = fetch_item!(item_id)
        current = @repo.quantity_for(player_id, item_id)
        limit = item.stack_limit || DEFAULT_STACK_LIMIT
        if current + quantity > limit
          raise StackLimitExceeded, "#{item_id} would exceed stack limit #{limit}"
        end

        @repo.transaction do
          @repo.set_quantity(player_id, item_id, current + quantity)
          record(player_id, item_id, quantity, source)
        end
        current + quantity
      end

      def grant_many(player_id:, drops:, source:)
        drops.each_with_object({}) do |drop, totals|
          totals[drop.item_id] = grant(
            player_id: player_id,
            item_id: drop.item_id,
            quantity: drop.quantity,
            source: source
          )
        end
      end

      private

      def fetch_item!(item_id)
        @catalog.find(item_id) || raise(UnknownItem, "no catalog entry for #{item_id}")
      end

      def record(player_id, item_id, delta, source)
        @audit_log.write(
          id: SecureRandom.uuid,
          player_id: player_id,
          item_id: item_id,
          delta: delta,
          source: source,
          at: @clock.now.utc
        )
      end
    end
  end
end
