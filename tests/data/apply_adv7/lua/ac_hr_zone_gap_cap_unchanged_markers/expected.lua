-- pulsefit/hr_zones.lua
-- Heart-rate zone classification for the live workout screen and the post-workout summary.

local M = {}

local MIN_CONFIDENCE = 50   -- optical sensor quality score, 0..100
local MAX_GAP_SECONDS = 10  -- longer gaps are strap dropouts, not time in zone

M.ZONES = {
  { name = "recovery",  low = 0.50, high = 0.60, color = "#8fb3ff" },
  { name = "endurance", low = 0.60, high = 0.70, color = "#4cc38a" },
  { name = "tempo",     low = 0.70, high = 0.80, color = "#f5c542" },
  { name = "threshold", low = 0.80, high = 0.90, color = "#f28b30" },
  { name = "anaerobic", low = 0.90, high = 1.00, color = "#e5484d" },
}

function M.max_hr(profile)
  if profile.max_hr_override then
    return profile.max_hr_override
  end
  return math.floor(208 - 0.7 * profile.age + 0.5)
end

function M.classify(bpm, profile)
  local max_hr = M.max_hr(profile)
  local resting = profile.resting_hr or 60
  local reserve = max_hr - resting
  local pct = (bpm - resting) / reserve
  for i, zone in ipairs(M.ZONES) do
    if pct >= zone.low and pct < zone.high then
      return i, zone
    end
  end
  if pct >= 1.0 then
    return #M.ZONES, M.ZONES[#M.ZONES]
  end
  return nil
end

function M.summarize(samples, profile)
  local seconds = {}
  for i = 1, #M.ZONES do
    seconds[i] = 0
  end
  for i = 2, #samples do
    local prev, cur = samples[i - 1], samples[i]
    if prev.confidence >= MIN_CONFIDENCE then
      local idx = M.classify(prev.bpm, profile)
      local dt = cur.t - prev.t
      if idx and dt <= MAX_GAP_SECONDS then
        seconds[idx] = seconds[idx] + dt
      end
    end
  end
  local out = {}
  for i, zone in ipairs(M.ZONES) do
    out[#out + 1] = { name = zone.name, seconds = seconds[i], color = zone.color }
  end
  return out
end

function M.live_label(bpm, profile)
  local idx, zone = M.classify(bpm, profile)
  if not idx then
    return "warming up"
  end
  return string.format("Z%d %s", idx, zone.name)
end

return M
