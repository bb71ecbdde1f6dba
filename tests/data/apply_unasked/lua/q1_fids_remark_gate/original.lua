-- Flight delay formatting for the departure boards (FIDS feed).
-- Used by the nginx content handler in fids/handler.lua.

local M = {}

local STATUS_ON_TIME = "ON TIME"
local STATUS_DELAYED = "DELAYED"
local STATUS_CANCELLED = "CANCELLED"
local STATUS_BOARDING = "BOARDING"

local MIN_DISPLAY_DELAY = 10 -- minutes; smaller slips are shown as on time

local function hhmm(epoch)
  return os.date("!%H:%M", epoch)
end

function M.delay_minutes(flight)
  if not flight.estimated_off_blocks then
    return 0
  end
  local diff = flight.estimated_off_blocks - flight.scheduled_off_blocks
  if diff <= 0 then
    return 0
  end
  return math.floor(diff / 60)
end

function M.status(flight, now)
  if flight.cancelled then
    return STATUS_CANCELLED
  end
  if flight.boarding_open and now < flight.scheduled_off_blocks + 3600 then
    return STATUS_BOARDING
  end
  if M.delay_minutes(flight) >= MIN_DISPLAY_DELAY then
    return STATUS_DELAYED
  end
  return STATUS_ON_TIME
end

function M.remark(flight, now)
  local status = M.status(flight, now)
  if status == STATUS_CANCELLED then
    return "CANCELLED - SEE AIRLINE DESK"
  end
  if status == STATUS_DELAYED then
    return string.format("EXPECTED %s", hhmm(flight.estimated_off_blocks))
  end
  if status == STATUS_BOARDING then
    return string.format("GATE %s BOARDING", flight.gate or "--")
  end
  return ""
end

function M.row(flight, now)
  return {
    flight = flight.number,
    destination = flight.destination_name,
    scheduled = hhmm(flight.scheduled_off_blocks),
    status = M.status(flight, now),
    remark = M.remark(flight, now),
  }
end

return M
