-- pump_controller.lua
-- Drives the borehole pump relay and guards against dry running.

local gpio = require("periph.gpio")
local adc = require("periph.adc")
local log = require("util.log")

local M = {}

local RELAY_PIN = 12
local PRESSURE_CHANNEL = 2
local MIN_PRESSURE_KPA = 80
local DRY_RUN_GRACE_S = 20
local RESTART_BACKOFF_S = { 60, 300, 900 }

local state = {
  running = false,
  started_at = nil,
  failures = 0,
  locked_until = 0,
}

local function read_pressure_kpa()
  local raw = adc.read(PRESSURE_CHANNEL)
  -- 0.5-4.5 V transducer, 0-1000 kPa, 12-bit ADC with a 5 V reference
  local volts = raw * 5.0 / 4095
  return math.max(0, (volts - 0.5) * 250)
end

local function set_relay(on)
  gpio.write(RELAY_PIN, on and gpio.HIGH or gpio.LOW)
end

function M.start(now)
  if state.running then
    return true
  end
  if now < state.locked_until then
    log.warn("pump start refused, locked for %d s", state.locked_until - now)
    return false
  end
  set_relay(true)
  state.running = true
  state.started_at = now
  log.info("pump started")
  return true
end

function M.stop(reason)
  if not state.running then
    return
  end
  set_relay(false)
  state.running = false
  state.started_at = nil
  log.info("pump stopped: %s", reason or "requested")
end

function M.check(now)
  if not state.running then
    return
  end
  local pressure = read_pressure_kpa()
  if pressure >= MIN_PRESSURE_KPA then
    state.failures = 0
    return
  end
  if now - state.started_at < DRY_RUN_GRACE_S then
    return
  end
  M.stop("low pressure")
  state.failures = state.failures + 1
  if state.failures > #RESTART_BACKOFF_S then
    -- three trips in a row: stay off until someone checks the bore
    state.locked_until = math.huge
    log.error("pump locked out after %d dry-run trips, manual reset required", state.failures)
    return
  end
  local backoff = RESTART_BACKOFF_S[state.failures]
  state.locked_until = now + backoff
  log.warn("dry run suspected (%.0f kPa), locked out for %d s", pressure, backoff)
end

function M.status()
  return {
    running = state.running,
    failures = state.failures,
    locked_until = state.locked_until,
    pressure_kpa = read_pressure_kpa(),
  }
end

return M
