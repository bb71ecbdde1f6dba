-- [unchanged]

local MIN_CONFIDENCE = 50   -- optical sensor quality score, 0..100
local MAX_GAP_SECONDS = 10  -- longer gaps are strap dropouts, not time in zone

-- [unchanged]

function M.summarize(samples, profile)
  -- [unchanged]
    if prev.confidence >= MIN_CONFIDENCE then
      local idx = M.classify(prev.bpm, profile)
      local dt = cur.t - prev.t
      if idx and dt <= MAX_GAP_SECONDS then
        seconds[idx] = seconds[idx] + dt
      end
    end
  -- [unchanged]
end

-- [unchanged]
