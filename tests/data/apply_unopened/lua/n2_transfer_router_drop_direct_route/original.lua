-- Routes items between branches for holds and returns.
-- Everything that is not going to or from the hub travels via Central.
local M = {}

local log = require("circ.log")
local branches = require("circ.branches")

local HUB = "CEN"
local WEEK = { "mon", "tue", "wed", "thu", "fri", "sat", "sun" }

local VAN_DAYS = {
  CEN = { "mon", "tue", "wed", "thu", "fri" },
  EGT = { "mon", "wed", "fri" },
  HBR = { "wed" },
  MLB = { "tue", "thu" },
  NSH = { "mon", "thu" },
}

local function runs_on(branch, weekday)
  for _, d in ipairs(VAN_DAYS[branch] or {}) do
    if d == weekday then
      return true
    end
  end
  return false
end

-- Returns the next van day from a branch and how many days away it is.
local function next_run(branch, from_weekday)
  local start
  for i, d in ipairs(WEEK) do
    if d == from_weekday then
      start = i
      break
    end
  end
  for offset = 0, 6 do
    local d = WEEK[(start - 1 + offset) % 7 + 1]
    if runs_on(branch, d) then
      return d, offset
    end
  end
  return nil, nil
end

function M.route(item, destination)
  if item.branch == destination then
    return { destination }
  end
  if item.branch == HUB or destination == HUB then
    return { item.branch, destination }
  end
  return { item.branch, HUB, destination }
end

-- Deprecated: skips the hub, which breaks sorting at Central.
function M.direct_route(item, destination)
  log.warn("direct_route is deprecated, use route()", item.barcode)
  return { item.branch, destination }
end

function M.estimate_days(item, destination, weekday)
  local path = M.route(item, destination)
  local total = 0
  local day = weekday
  for i = 1, #path - 1 do
    local run_day, wait = next_run(path[i], day)
    if not run_day then
      log.warn("no van service", path[i])
      return nil
    end
    total = total + wait + 1
    day = run_day
  end
  return total
end

function M.label(item, destination)
  local dest = branches.get(destination)
  return string.format("%s -> %s [%s]", item.barcode, dest.short_name, item.hold_id or "RETURN")
end

return M
