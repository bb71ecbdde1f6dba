-- snowmaking.lua: decides which snow guns run tonight, per zone.
local log = require("resort.log")

local M = {}

M.zones = {
  { name = "lower_village", guns = 12, priority = 1, min_depth_cm = 60 },
  { name = "meadow_run", guns = 8, priority = 2, min_depth_cm = 50 },
  { name = "summit_bowl", guns = 6, priority = 3, min_depth_cm = 80 },
  { name = "race_course", guns = 10, priority = 1, min_depth_cm = 90 },
  { name = "terrain_park", guns = 4, priority = 2, min_depth_cm = 70 },
  { name = "kids_area", guns = 3, priority = 1, min_depth_cm = 40 },
}

M.MAX_WET_BULB_C = -2.5
M.MAX_WIND_KMH = 45
M.WATER_BUDGET_M3 = 9000

local function wet_bulb(temp_c, humidity)
  -- Stull approximation, good enough between -20 and +5 C
  local rh = humidity * 100
  return temp_c * math.atan(0.151977 * math.sqrt(rh + 8.313659))
    + math.atan(temp_c + rh)
    - math.atan(rh - 1.676331)
    + 0.00391838 * rh ^ 1.5 * math.atan(0.023101 * rh)
    - 4.686035
end

function M.conditions_ok(weather)
  if weather.wind_kmh > M.MAX_WIND_KMH then
    return false, "wind"
  end
  if wet_bulb(weather.temp_c, weather.humidity) > M.MAX_WET_BULB_C then
    return false, "too warm"
  end
  return true
end

function M.needs_snow(zone, depths)
  local depth = depths[zone.name] or 0
  return depth < zone.min_depth_cm
end

function M.water_for(zone, hours)
  -- each gun uses roughly 6 m3 per hour at full output
  return zone.guns * 6 * hours
end

function M.plan(weather, depths, hours)
  local ok, reason = M.conditions_ok(weather)
  if not ok then
    log.info("no snowmaking tonight: " .. reason)
    return {}
  end

  local candidates = {}
  for _, zone in ipairs(M.zones) do
    if M.needs_snow(zone, depths) then
      table.insert(candidates, zone)
    end
  end
  table.sort(candidates, function(a, b)
    if a.priority ~= b.priority then
      return a.priority < b.priority
    end
    return (depths[a.name] or 0) < (depths[b.name] or 0)
  end)

  local plan, budget = {}, M.WATER_BUDGET_M3
  for _, zone in ipairs(candidates) do
    local water = M.water_for(zone, hours)
    if water <= budget then
      budget = budget - water
      table.insert(plan, { zone = zone.name, guns = zone.guns, water_m3 = water })
    else
      log.warn("skipping " .. zone.name .. ": water budget exhausted")
    end
  end
  return plan
end

return M
