-- training_load.lua
-- Training load metrics computed from heart-rate streams.
-- Streams are arrays of { t = seconds, hr = bpm } sampled at 1 Hz.

local M = {}

local DEFAULT_REST_HR = 55
local DEFAULT_MAX_HR = 190

local function clamp(x, lo, hi)
  if x < lo then return lo end
  if x > hi then return hi end
  return x
end

local function hr_reserve_fraction(hr, rest, max)
  return clamp((hr - rest) / (max - rest), 0, 1)
end

--- Banister TRIMP: duration weighted by an exponential of HR reserve.
function M.trimp_banister(stream, opts)
  opts = opts or {}
  local rest = opts.rest_hr or DEFAULT_REST_HR
  local max = opts.max_hr or DEFAULT_MAX_HR
  local k = opts.sex == "female" and 1.67 or 1.92
  local total = 0
  for i = 2, #stream do
    local dt_min = (stream[i].t - stream[i - 1].t) / 60
    local x = hr_reserve_fraction(stream[i].hr, rest, max)
    total = total + dt_min * x * 0.64 * math.exp(k * x)
  end
  return total
end

--- Edwards TRIMP: minutes in each 10% band of max HR times band weight 1..5.
function M.trimp_edwards(stream, opts)
  opts = opts or {}
  local max = opts.max_hr or DEFAULT_MAX_HR
  local total = 0
  for i = 2, #stream do
    local dt_min = (stream[i].t - stream[i - 1].t) / 60
    local pct = stream[i].hr / max
    local weight = 0
    if pct >= 0.9 then weight = 5
    elseif pct >= 0.8 then weight = 4
    elseif pct >= 0.7 then weight = 3
    elseif pct >= 0.6 then weight = 2
    elseif pct >= 0.5 then weight = 1
    end
    total = total + dt_min * weight
  end
  return total
end

--- Acute:chronic workload ratio from a list of daily loads (most recent last).
function M.acwr(daily_loads, acute_days, chronic_days)
  acute_days = acute_days or 7
  chronic_days = chronic_days or 28
  local n = #daily_loads
  if n < chronic_days then
    return nil
  end
  local acute, chronic = 0, 0
  for i = n - chronic_days + 1, n do
    chronic = chronic + daily_loads[i]
    if i > n - acute_days then
      acute = acute + daily_loads[i]
    end
  end
  acute = acute / acute_days
  chronic = chronic / chronic_days
  if chronic == 0 then
    return nil
  end
  return acute / chronic
end

return M
