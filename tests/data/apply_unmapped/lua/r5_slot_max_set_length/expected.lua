-- schedule.lua: stage running orders for the production office

local M = {}

local CHANGEOVER_MINUTES = 20
local MAX_SET_MINUTES = 120

local stages = {}

local function parse_time(hhmm)
  local h, m = hhmm:match("^(%d%d):(%d%d)$")
  if not h then
    return nil
  end
  return tonumber(h) * 60 + tonumber(m)
end

function M.add_stage(name, curfew)
  stages[name] = { name = name, curfew = parse_time(curfew), slots = {} }
  return stages[name]
end

function M.validate_slot(stage, slot)
  if not slot.artist or slot.artist == "" then
    return false, "slot has no artist"
  end
  if not slot.start or not slot.finish then
    return false, "slot needs start and finish times"
  end
  if slot.finish <= slot.start then
    return false, "slot finishes before it starts"
  end
  if stage.curfew and slot.finish > stage.curfew then
    return false, "slot runs past the " .. stage.name .. " curfew"
  end
  if slot.finish - slot.start > MAX_SET_MINUTES then
    return false, "set is longer than " .. MAX_SET_MINUTES .. " minutes"
  end
  return true
end

function M.add_slot(stage_name, artist, start, finish)
  local stage = stages[stage_name]
  if not stage then
    return false, "unknown stage " .. stage_name
  end
  local slot = { artist = artist, start = parse_time(start), finish = parse_time(finish) }
  local ok, err = M.validate_slot(stage, slot)
  if not ok then
    return false, err
  end
  for _, other in ipairs(stage.slots) do
    if slot.start < other.finish + CHANGEOVER_MINUTES and other.start < slot.finish + CHANGEOVER_MINUTES then
      return false, artist .. " clashes with " .. other.artist
    end
  end
  table.insert(stage.slots, slot)
  table.sort(stage.slots, function(a, b) return a.start < b.start end)
  return true
end

function M.running_order(stage_name)
  local stage = stages[stage_name]
  if not stage then
    return {}
  end
  local lines = {}
  for i, slot in ipairs(stage.slots) do
    lines[i] = string.format("%02d:%02d-%02d:%02d  %s",
      slot.start // 60, slot.start % 60, slot.finish // 60, slot.finish % 60, slot.artist)
  end
  return lines
end

function M.reset()
  stages = {}
end

return M
