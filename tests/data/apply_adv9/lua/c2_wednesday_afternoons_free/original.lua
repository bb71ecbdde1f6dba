-- Teaching slot helpers for the timetable export job.
-- Slots are whole hours; labels look like "Tue 14:00".
local M = {}

local DAYS = { "Mon", "Tue", "Wed", "Thu", "Fri" }
local FIRST_HOUR = 9
local LAST_HOUR = 18

M.DAYS = DAYS

local function pad(n)
  return string.format("%02d", n)
end

function M.slot_label(day_index, hour)
  return DAYS[day_index] .. " " .. pad(hour) .. ":00"
end

function M.is_teaching_hour(hour)
  return hour >= FIRST_HOUR and hour < LAST_HOUR
end

function M.parse_label(label)
  local day, hour = label:match("^(%a%a%a) (%d%d):00$")
  if not day then
    return nil, "bad slot label: " .. tostring(label)
  end
  for i, name in ipairs(DAYS) do
    if name == day then
      return i, tonumber(hour)
    end
  end
  return nil, "unknown day: " .. day
end

function M.all_slots()
  local slots = {}
  for d = 1, #DAYS do
    for h = FIRST_HOUR, LAST_HOUR - 1 do
      slots[#slots + 1] = { day = d, hour = h, label = M.slot_label(d, h) }
    end
  end
  return slots
end

function M.free_slots(bookings)
  local taken = {}
  for _, booking in ipairs(bookings) do
    taken[booking.slot] = true
  end
  local free = {}
  for _, slot in ipairs(M.all_slots()) do
    if not taken[slot.label] then
      free[#free + 1] = slot
    end
  end
  return free
end

function M.clashes(bookings)
  local seen = {}
  local clashes = {}
  for _, booking in ipairs(bookings) do
    local key = booking.room .. "@" .. booking.slot
    if seen[key] then
      clashes[#clashes + 1] = { first = seen[key], second = booking }
    else
      seen[key] = booking
    end
  end
  return clashes
end

return M
