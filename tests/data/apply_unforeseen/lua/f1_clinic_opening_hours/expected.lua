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

-- opening hours are per clinic now; falls back to DAY_START/DAY_END
function _M.free_slots(bookings, length, hours)
  local slots = {}
  local t = hours and hours.open or DAY_START
  local day_end = hours and hours.close or DAY_END
  while t + length <= day_end do
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
  local open, close = unpack(red:hmget("clinic_hours:" .. clinic_id, "open", "close") or {})
  local hours = nil
  if open and open ~= ngx.null and close and close ~= ngx.null then
    hours = { open = to_minutes(open), close = to_minutes(close) }
  end
  local slots = _M.free_slots(bookings, length, hours)
  return cjson.encode({ clinic = clinic_id, vet = vet_id, date = date, slots = slots })
end

return _M
