-- volunteer/hours.lua
-- Helpers for totalling volunteer hours from the shift log.

local json = require("dkjson")

local M = {}

local ROUNDING_MINUTES = 15

local function round_minutes(minutes)
  return math.floor((minutes + ROUNDING_MINUTES / 2) / ROUNDING_MINUTES) * ROUNDING_MINUTES
end

local function shift_minutes(shift)
  return (shift.ends_at - shift.starts_at) // 60
end

function M.total_minutes(shifts)
  local total = 0
  for _, shift in ipairs(shifts) do
    total = total + round_minutes(shift_minutes(shift))
  end
  return total
end

function M.total_hours(shifts)
  return M.total_minutes(shifts) / 60
end

function M.by_volunteer(shifts)
  local totals = {}
  for _, shift in ipairs(shifts) do
    local id = shift.volunteer_id
    totals[id] = (totals[id] or 0) + round_minutes(shift_minutes(shift))
  end
  return totals
end

function M.by_site(shifts)
  local totals = {}
  for _, shift in ipairs(shifts) do
    local site = shift.site
    totals[site] = (totals[site] or 0) + round_minutes(shift_minutes(shift))
  end
  return setmetatable(totals, { __index = function() return 0 end })
end

function M.top_volunteers(shifts, limit)
  local totals = M.by_volunteer(shifts)
  local ranked = {}
  for id, minutes in pairs(totals) do
    table.insert(ranked, { id = id, minutes = minutes })
  end
  table.sort(ranked, function(a, b)
    return a.minutes > b.minutes
  end)
  local result = {}
  for i = 1, math.min(limit, #ranked) do
    result[i] = ranked[i]
  end
  return result
end

function M.to_json(shifts)
  return json.encode({
    total_hours = M.total_hours(shifts),
    by_volunteer = M.by_volunteer(shifts),
    by_site = M.by_site(shifts),
  })
end

return M
