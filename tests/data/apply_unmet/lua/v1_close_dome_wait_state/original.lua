-- Night sequencer primitives for the 0.6m dome.
-- Loaded by the observatory control daemon; every function returns
-- true on success or nil, err on failure.

local hw = require("obs.hardware")
local log = require("obs.log")

local M = {}

local DOME_TIMEOUT_S = 180
local SLEW_TIMEOUT_S = 120
local POLL_INTERVAL_S = 2

local function wait_for_state(device, wanted, timeout_s)
  local waited = 0
  while waited < timeout_s do
    local state = hw.query(device, "state")
    if state == wanted then
      return true
    end
    hw.sleep(POLL_INTERVAL_S)
    waited = waited + POLL_INTERVAL_S
  end
  return nil, string.format("%s did not reach %s within %ds", device, wanted, timeout_s)
end

function M.open_dome()
  local weather = hw.query("weather", "safe")
  if not weather then
    return nil, "weather unsafe, refusing to open"
  end
  log.info("opening dome shutter")
  hw.command("dome", "open")
  return wait_for_state("dome", "open", DOME_TIMEOUT_S)
end

function M.close_dome(reason)
  log.warn("closing dome: " .. (reason or "end of night"))
  hw.command("telescope", "park")
  hw.command("dome", "close")
  return true
end

function M.slew(ra_deg, dec_deg)
  if dec_deg < -30 or dec_deg > 90 then
    return nil, "declination outside mount limits"
  end
  hw.command("telescope", "slew", { ra = ra_deg, dec = dec_deg })
  local ok, err = wait_for_state("telescope", "tracking", SLEW_TIMEOUT_S)
  if not ok then
    hw.command("telescope", "stop")
    return nil, err
  end
  return true
end

function M.expose(filter, seconds)
  hw.command("filterwheel", "select", { name = filter })
  local ok, err = wait_for_state("filterwheel", "idle", 30)
  if not ok then
    return nil, err
  end
  hw.command("camera", "expose", { seconds = seconds })
  return true
end

return M
