# frozen_string_literal: true

module HeartRate
  # Karvonen (heart-rate reserve) zones and Banister TRIMP for a single member.
  class ZoneCalculator
    ZONE_FRACTIONS = {
      z1: 0.50..0.60,
      z2: 0.60..0.70,
      z3: 0.70..0.80,
      z4: 0.80..0.90,
      z5: 0.90..1.00
    }.freeze
    MAX_GAP_MINUTES = 2.0

    def initialize(member)
      @member = member
    end

    def max_heart_rate
      @member.max_heart_rate_override || (208 - (0.7 * @member.age)).round
    end

    def zones
      resting = @member.resting_heart_rate
      reserve = max_heart_rate - resting

      ZONE_FRACTIONS.transform_values do |range|
        low = (resting + (reserve * range.begin)).round
        high = (resting + (reserve * range.end)).round
        low...high
      end
    end

    def zone_for(bpm)
      zones.find { |_name, range| range.cover?(bpm) }&.first || (bpm >= max_heart_rate ? :z5 : nil)
    end

    # Banister training impulse over a workout's samples (each responds to #bpm and #recorded_at).
    def training_impulse(samples)
      return 0.0 if samples.size < 2

      resting = @member.resting_heart_rate
      reserve = max_heart_rate - resting
      weighting = @member.sex == "female" ? 1.67 : 1.92
      load = 0.0

      samples.each_cons(2) do |a, b|
        minutes = (b.recorded_at - a.recorded_at) / 60.0
        next if minutes <= 0 || minutes > MAX_GAP_MINUTES

        # Trapezoidal rule: average both endpoints instead of using only the first sample.
        avg_bpm = (a.bpm + b.bpm) / 2.0
        ratio = ((avg_bpm - resting) / reserve).clamp(0.0, 1.0)
        load += minutes * ratio * 0.64 * Math.exp(weighting * ratio)
      end

      load.round(1)
    end
  end
end
