    # Banister training impulse over a workout's samples (each responds to #bpm and #recorded_at).
    def training_impulse(samples)
      # ... existing code ...

      samples.each_cons(2) do |a, b|
        # ... existing code ...

        # Trapezoidal rule: average both endpoints instead of using only the first sample.
        avg_bpm = (a.bpm + b.bpm) / 2.0
        ratio = ((avg_bpm - resting) / reserve).clamp(0.0, 1.0)
        load += minutes * ratio * 0.64 * Math.exp(weighting * ratio)
      end
      # ... existing code ...
    end
