# ... existing code ...

      def pick_queue(claim)
        return QUEUES[:siu] if suspicious?(claim)
        return QUEUES[:large_loss] if claim.estimated_amount >= LARGE_LOSS_LIMIT
        return QUEUES[:catastrophe] if @cat_registry.covers?(claim.loss_location, claim.loss_date)

        fast_track = claim.estimated_amount <= FAST_TRACK_LIMIT &&
                     !claim.injury_reported? &&
                     claim.line_of_business != "commercial_property"
        if fast_track
          QUEUES[:fast_track]
        elsif needs_inspection?(claim)
          QUEUES[:field]
        else
          QUEUES[:desk]
        end
      end

# ... existing code ...
