-- ... existing code ...
local LOW_BATTERY = 20
local CRITICAL_BATTERY = 8
local MAX_DETOUR_M = 60

-- ... existing code ...

function M.next_dock(robot, docks, max_distance)
  local limit = max_distance or math.huge
  local best, best_dist = nil, math.huge
  for _, dock in ipairs(docks) do
    if dock_is_free(dock) then
      local d = distance_to(robot, dock)
      if d <= limit and d < best_dist then
        best, best_dist = dock, d
      end
    end
  end
  return best
end

function M.assign(robot, docks, max_distance)
  local dock = M.next_dock(robot, docks, max_distance)
  -- ... existing code ...
end

function M.sweep(fleet, docks)
  -- ... existing code ...
    if robot.battery <= CRITICAL_BATTERY or (M.needs_charge(robot) and not robot.busy) then
      -- critical robots go to the nearest free dock however far it is
      local limit = robot.battery > CRITICAL_BATTERY and MAX_DETOUR_M or nil
      local dock = M.assign(robot, docks, limit)
      -- ... existing code ...
end

-- ... existing code ...
