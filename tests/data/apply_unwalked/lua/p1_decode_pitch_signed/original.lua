-- telemetry/decode.lua
-- Converts raw register values read over Modbus from the turbine PLC into
-- engineering units. Each decoder returns value or nil, err.

local log = require("telemetry.log")

local M = {}

local function in_range(value, lo, hi)
  return value >= lo and value <= hi
end

function M.wind_speed(raw)
  local value = raw / 100
  if not in_range(value, 0, 60) then
    log.warn("wind_speed out of range: %s", raw)
    return nil, "out_of_range"
  end
  return value
end

function M.rotor_rpm(raw)
  local value = raw / 100
  if not in_range(value, 0, 20) then
    log.warn("rotor_rpm out of range: %s", raw)
    return nil, "out_of_range"
  end
  return value
end

function M.pitch_angle(raw)
  local value = raw / 100
  if not in_range(value, -5, 95) then
    log.warn("pitch_angle out of range: %s", raw)
    return nil, "out_of_range"
  end
  return value
end

function M.nacelle_temp(raw)
  local value = raw / 10
  if not in_range(value, -40, 80) then
    log.warn("nacelle_temp out of range: %s", raw)
    return nil, "out_of_range"
  end
  return value
end

function M.active_power(raw)
  local value = raw
  if not in_range(value, -500, 16000) then
    log.warn("active_power out of range: %s", raw)
    return nil, "out_of_range"
  end
  return value
end

M.by_register = {
  [30001] = M.wind_speed,
  [30002] = M.rotor_rpm,
  [30003] = M.pitch_angle,
  [30004] = M.nacelle_temp,
  [30005] = M.active_power,
}

function M.decode(register, raw)
  local fn = M.by_register[register]
  if fn == nil then
    return nil, "unknown_register"
  end
  return fn(raw)
end

return M
