-- ... existing code ...

function M.baler_rate(lease)
  -- ... existing code ...
  return util.round(base * days_between(lease.start_date, lease.end_date))
end

function M.sprayer_rate(lease)
  -- boom width drives both wear and chemical-line cleaning time
  local base = 18000 + (lease.boom_width_m or 24) * 400
  if is_peak(lease.start_date) then
    base = base * 1.4
  end
  return util.round(base * days_between(lease.start_date, lease.end_date))
end

-- ... existing code ...

local RATE_BY_KIND = {
  tractor = M.tractor_rate,
  baler = M.baler_rate,
  sprayer = M.sprayer_rate,
}

-- ... existing code ...
