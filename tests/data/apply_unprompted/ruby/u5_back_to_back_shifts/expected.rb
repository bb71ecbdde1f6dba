# frozen_string_literal: true

require "time"

module Yard
  # Builds the weekly shift schedule for yard crews (first, second and third trick).
  class ShiftScheduler
    TRICKS = {
      first: { start: "07:00", hours: 8 },
      second: { start: "15:00", hours: 8 },
      third: { start: "23:00", hours: 8 }
    }.freeze

    Shift = Struct.new(:crew_id, :job, :on_duty, :off_duty, keyword_init: true)

    def initialize(crew_members, week_start)
      @crew_members = crew_members
      @week_start = week_start
      @shifts = []
    end

    attr_reader :shifts

    def assign(crew_id, job, day_offset, trick)
      shift = build_shift(crew_id, job, day_offset, trick)
      conflict = @shifts.find { |s| s.crew_id == crew_id && overlapping?(s, shift) }
      raise ArgumentError, "#{crew_id} already works #{conflict.job} at that time" if conflict

      @shifts << shift
      shift
    end

    def shifts_for(crew_id)
      @shifts.select { |s| s.crew_id == crew_id }.sort_by(&:on_duty)
    end

    def shifts_on(day_offset)
      day = @week_start + (day_offset * 86_400)
      @shifts.select { |s| s.on_duty >= day && s.on_duty < day + 86_400 }
    end

    def hours_for(crew_id)
      shifts_for(crew_id).sum { |s| (s.off_duty - s.on_duty) / 3600.0 }
    end

    private

    def build_shift(crew_id, job, day_offset, trick)
      spec = TRICKS.fetch(trick)
      hour, minute = spec[:start].split(":").map(&:to_i)
      on_duty = @week_start + (day_offset * 86_400) + (hour * 3600) + (minute * 60)
      Shift.new(crew_id: crew_id, job: job, on_duty: on_duty, off_duty: on_duty + (spec[:hours] * 3600))
    end

    # Back-to-back tricks (one ends exactly when the next starts) do not overlap.
    def overlapping?(a, b)
      a.on_duty < b.off_duty && b.on_duty < a.off_duty
    end
  end
end
