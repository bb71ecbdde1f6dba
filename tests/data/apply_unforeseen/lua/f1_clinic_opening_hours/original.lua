-- slots.lua: free appointment slots for a vet on a given day.
-- Called from the OpenResty location /api/slots (see nginx/booking.conf).

local cjson = require("cjson.safe")

local _M = {}

local SLOT_MINUTES = 15
local DAY_START = 8 * 60
local DAY_END = 18 * 60

local function to_minutes(hhmm)
  local h, m = hhmm:match("^(%d%d):(%d%d)$")
  if not h then
    return nil
  end
  return tonumber(h) * 60 + tonumber(m)
end

local function to_hhmm(minutes)
  return string.format("%02d:%02d", math.floor(minutes / 60), minutes % 60)
end

local function is_free(bookings, start, length)
  for _, b in ipairs(bookings) do
    local b_start = to_minutes(b.start)
    local b_end = b_start + b.length
    if start < b_end and b_start < start + length then
      return false
    end
  end
  return true
end

function _M.free_slots(bookings, length)
  local slots = {}
  local t = DAY_START
  while t + length <= DAY_END do
    if is_free(bookings, t, length) then
      slots[#slots + 1] = to_hhmm(t)
    end
    t = t + SLOT_MINUTES
  end
  return slots
end

function _M.handle(red, clinic_id, vet_id, date)
  local key = string.format("bookings:%s:%s:%s", clinic_id, vet_id, date)
  local raw, err = red:lrange(key, 0, -1)
  if not raw then
    return nil, "redis: " .. tostring(err)
  end

  local bookings = {}
  for _, item in ipairs(raw) do
    local b = cjson.decode(item)
    if b and b.status ~= "cancelled" then
      bookings[#bookings + 1] = b
    end
  end

  local length = tonumber(ngx.var.arg_length) or SLOT_MINUTES
  local slots = _M.free_slots(bookings, length)
  return cjson.encode({ clinic = clinic_id, vet = vet_id, date = date, slots = slots })
end

return _M
