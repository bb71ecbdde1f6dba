    def import_row(row, result)
      # ... existing code ...
      kickoff = Time.zone.parse(row["kickoff"])
      venue = Venue.find_by!(code: row["venue_code"])
      broadcaster = row["broadcaster"].presence
      if fixture.persisted? && fixture.kickoff_at == kickoff && fixture.venue == venue &&
         fixture.broadcaster == broadcaster
        result.skipped += 1
        return
      end

      fixture.round_no = row["round"].to_i
      fixture.kickoff_at = kickoff
      fixture.venue = venue
      fixture.broadcaster = broadcaster
      # ... existing code ...
    end
