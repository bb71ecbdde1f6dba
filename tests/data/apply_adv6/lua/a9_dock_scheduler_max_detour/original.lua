-- Charging dock scheduler for the AMR fleet.
-- Called by the fleet controller every sweep interval.

local log = require("fleet.log")
local geo = require("fleet.geo")

local M = {}

local LOW_BATTERY = 20
local CRITICAL_BATTERY = 8

local function dock_is_free(dock)
  return dock.enabled and #dock.occupants < dock.capacity
end

local function distance_to(robot, dock)
  return geo.manhattan(robot.position, dock.position)
end

function M.needs_charge(robot)
  return robot.battery <= LOW_BATTERY
end

function M.next_dock(robot, docks)
  local best, best_dist = nil, math.huge
  for _, dock in ipairs(docks) do
    if dock_is_free(dock) then
      local d = distance_to(robot, dock)
      if d < best_dist then
        best, best_dist = dock, d
      end
    end
  end
  return best
end

function M.assign(robot, docks)
  local dock = M.next_dock(robot, docks)
  if not dock then
    log.warn("no free dock for %s (battery %d%%)", robot.id, robot.battery)
    return nil
  end
  table.insert(dock.occupants, robot.id)
  log.info("robot %s -> dock %s", robot.id, dock.id)
  return dock
end

function M.sweep(fleet, docks)
  local assigned = {}
  table.sort(fleet, function(a, b) return a.battery < b.battery end)
  for _, robot in ipairs(fleet) do
    if robot.battery <= CRITICAL_BATTERY or (M.needs_charge(robot) and not robot.busy) then
      local dock = M.assign(robot, docks)
      if dock then
        assigned[#assigned + 1] = { robot = robot.id, dock = dock.id }
      end
    end
  end
  return assigned
end

return M
