-- Delivery zone definitions for the regional routing job.
-- Each zone lists the depot it is served from, its weekday slots and the
-- maximum number of household drops a single van run may take.

local M = {}

M.zones = {
  {
    id = "north-valley",
    depot = "depot-a",
    days = { "mon", "thu" },
    max_drops = 28,
    cold_chain = true,
  },
  {
    id = "riverside",
    depot = "depot-a",
    days = { "tue", "fri" },
    max_drops = 32,
    cold_chain = true,
  },
  {
    id = "east-hills",
    depot = "depot-b",
    days = { "mon", "wed" },
    max_drops = 22,
    cold_chain = false,
  },
  {
    id = "old-town",
    depot = "depot-b",
    days = { "tue", "thu" },
    max_drops = 30,
    cold_chain = true,
  },
  {
    id = "lakeshore",
    depot = "depot-c",
    days = { "wed", "sat" },
    max_drops = 24,
    cold_chain = false,
  },
}

local by_id = {}
for _, zone in ipairs(M.zones) do
  by_id[zone.id] = zone
end

function M.get(id)
  local zone = by_id[id]
  if not zone then
    error("unknown delivery zone: " .. tostring(id))
  end
  return zone
end

function M.for_depot(depot)
  local result = {}
  for _, zone in ipairs(M.zones) do
    if zone.depot == depot then
      table.insert(result, zone)
    end
  end
  return result
end

function M.for_day(day)
  local result = {}
  for _, zone in ipairs(M.zones) do
    for _, d in ipairs(zone.days) do
      if d == day then
        table.insert(result, zone)
        break
      end
    end
  end
  return result
end

function M.needs_refrigerated_van(id)
  return M.get(id).cold_chain
end

function M.vans_needed(id, households)
  local zone = M.get(id)
  return math.ceil(households / zone.max_drops)
end

return M
