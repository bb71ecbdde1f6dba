# frozen_string_literal: true

module Ticketing
  # Reserves the visiting club's block of seats for a fixture and releases
  # whatever they have not sold back to general sale before kickoff.
  class AwayAllocationService
    LEAGUE_MINIMUM = 3_000
    CUP_SHARE = 0.15
    LEAGUE_SHARE = 0.10
    RETURN_DEADLINE = 10.days

    class AllocationError < StandardError; end

    def initialize(fixture, seat_map: SeatMap.for(fixture.venue), clock: Time)
      @fixture = fixture
      @seat_map = seat_map
      @clock = clock
    end

    def allocate!
      raise AllocationError, "fixture already has an away allocation" if @fixture.away_allocation

      seats = @seat_map.away_section.available_seats.first(allocation_size)
      raise AllocationError, "not enough away seats at #{@fixture.venue.name}" if seats.size < allocation_size

      AwayAllocation.transaction do
        allocation = AwayAllocation.create!(fixture: @fixture, club: @fixture.away_club, size: seats.size)
        seats.each { |seat| seat.update!(status: :held, away_allocation: allocation) }
        allocation
      end
    end

    def release_unsold!
      allocation = @fixture.away_allocation
      return 0 unless allocation
      return 0 if @clock.now < @fixture.kickoff_at - RETURN_DEADLINE

      unsold = allocation.seats.where(status: :held)
      count = unsold.count
      unsold.update_all(status: :available, away_allocation_id: nil)
      allocation.update!(returned: count)
      count
    end

    def allocation_size
      capacity = @fixture.venue.capacity
      if @fixture.cup?
        (capacity * CUP_SHARE).floor
      else
        [LEAGUE_MINIMUM, (capacity * LEAGUE_SHARE).floor].max
      end
    end

    private

    def notify_away_club(allocation)
      ClubMailer.with(club: @fixture.away_club, allocation: allocation).allocation_confirmed.deliver_later
    end
  end
end
