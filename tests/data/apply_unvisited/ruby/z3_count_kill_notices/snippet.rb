    def perform(feed_id)
      # ... existing code ...

      stats = { created: 0, updated: 0, skipped: 0, killed: 0 }
      items.each do |item|
        if item.kill_notice?
          Wire::Story.where(guid: item.guid).update_all(killed_at: Time.current)
          stats[:killed] += 1
          next
        end

        # ... existing code ...
      end

      # ... existing code ...
    end
