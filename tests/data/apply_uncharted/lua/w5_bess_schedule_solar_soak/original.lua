-- bess_schedule.lua
-- Time-of-use schedule for the site battery, evaluated by the controller
-- every minute. Powers are in watts, positive = discharge.

local M = {}

local RESERVE_SOC = 20
local FULL_SOC = 98

local function minutes_of_day(t)
  return t.hour * 60 + t.min
end

local function in_window(now_min, window)
  if window.from <= window.to then
    return now_min >= window.from and now_min < window.to
  end
  -- window wraps past midnight
  return now_min >= window.from or now_min < window.to
end

local function charge_setpoint(state, window)
  if state.soc >= FULL_SOC then
    return 0
  end
  return -math.min(window.power_w, state.max_charge_w)
end

local function discharge_setpoint(state, window)
  if state.soc <= RESERVE_SOC then
    return 0
  end
  local wanted = math.min(window.power_w, state.load_w)
  return math.min(wanted, state.max_discharge_w)
end

M.default_windows = {
  { kind = "charge", from = 1 * 60, to = 5 * 60, power_w = 3000 },
  { kind = "discharge", from = 17 * 60, to = 21 * 60, power_w = 5000 },
}

function M.setpoint(state, now, windows)
  windows = windows or M.default_windows
  local now_min = minutes_of_day(now)
  for _, window in ipairs(windows) do
    if in_window(now_min, window) then
      if window.kind == "charge" then
        return charge_setpoint(state, window)
      elseif window.kind == "discharge" then
        return discharge_setpoint(state, window)
      end
    end
  end
  return 0
end

return M
