-- Onboard next-stop announcer for the Bayline bus MDT (mobile data terminal).
-- Loaded by the MDT runtime; exposes configure(), announce() and reset().

local audio = require("mdt.audio")
local display = require("mdt.display")

local M = {}

local approach_metres = 150
local chime = "sounds/next_stop.wav"
local last_announced = nil

local function format_stop(stop)
  if stop.platform then
    return string.format("%s, platform %s", stop.name, stop.platform)
  end
  return stop.name
end

function M.configure(opts)
  approach_metres = opts.approach_metres or approach_metres
  if opts.chime ~= nil then
    chime = opts.chime
  end
end

function M.announce(stop, distance_m)
  if distance_m > approach_metres then
    return false
  end
  if last_announced == stop.id then
    return false
  end

  local text = "Next stop: " .. format_stop(stop)
  display.show_banner(text)
  if chime then
    audio.play(chime)
  end
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
