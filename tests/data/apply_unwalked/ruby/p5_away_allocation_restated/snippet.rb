    # ... existing code ...

    def allocate!
      raise AllocationError, "fixture already has an away allocation" if @fixture.away_allocation

      size = allocation_size
      seats = @seat_map.away_section.available_seats.first(size)
      if seats.size < size
        raise AllocationError, "only #{seats.size}/#{size} away seats free at #{@fixture.venue.name}"
      end

      allocation = AwayAllocation.transaction do
        record = AwayAllocation.create!(fixture: @fixture, club: @fixture.away_club, size: seats.size)
        seats.each { |seat| seat.update!(status: :held, away_allocation: record) }
        record
      end
      notify_away_club(allocation)
      allocation
    end

    # ... existing code ...
