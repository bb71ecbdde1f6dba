# ... existing code ...

module Arena
  module Inventory
    # Grants items to a player's inventory, enforcing stack limits and
    # writing an audit entry for every change so support can trace disputes.
    class GrantService
      # ... existing code ...

      # Removes up to +quantity+ of an item (e.g. after an anti-cheat rollback).
      # Returns how many were actually removed.
      def revoke(player_id:, item_id:, reason:, quantity: 1)
        fetch_item!(item_id)
        current = @repo.quantity_for(player_id, item_id)
        removed = [quantity, current].min
        return 0 if removed.zero?

        @repo.transaction do
          @repo.set_quantity(player_id, item_id, current - removed)
          record(player_id, item_id, -removed, "revoke:#{reason}")
        end
        removed
      end

      private

      # ... existing code ...
    end
  end
end
