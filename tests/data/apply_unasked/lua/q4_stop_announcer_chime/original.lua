-- Onboard next-stop announcer for the Bayline bus MDT (mobile data terminal).
-- Loaded by the MDT runtime; exposes announce() and reset().

local audio = require("mdt.audio")
local display = require("mdt.display")

local M = {}

local APPROACH_METRES = 150
local last_announced = nil

local function format_stop(stop)
  if stop.platform then
    return string.format("%s, platform %s", stop.name, stop.platform)
  end
  return stop.name
end

function M.announce(stop, distance_m)
  if distance_m > APPROACH_METRES then
    return false
  end
  if last_announced == stop.id then
    return false
  end

  local text = "Next stop: " .. format_stop(stop)
  display.show_banner(text)
  audio.speak(text)
  if stop.interchange then
    audio.speak("Change here for " .. table.concat(stop.interchange, ", "))
  end

  last_announced = stop.id
  return true
end

function M.reset()
  last_announced = nil
end

return M
