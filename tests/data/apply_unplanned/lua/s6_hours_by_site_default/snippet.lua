function M.by_site(shifts)
  local totals = {}
  for _, shift in ipairs(shifts) do
    local site = shift.site
    totals[site] = (totals[site] or 0) + round_minutes(shift_minutes(shift))
  end
  return setmetatable(totals, { __index = function() return 0 end })
end

-- ... rest of hours.lua unchanged ...
