      # ... existing code ...

      # Returns { player_id => rating delta } for a decided match.
      def apply_match(winners:, losers:)
        # ... existing code ...
        losers.each do |player|
          changes[player.id] = delta_for(player, winner_avg, 0.0)
        end
        changes.reject { |_player_id, delta| delta.zero? }
      end

      # ... existing code ...
