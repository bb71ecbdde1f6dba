-- Timetable export helpers used by the nightly publishing job.
-- Times are seconds after service-day midnight and may exceed 24:00:00.

local SEPARATOR = ","

local function parse_time(text)
  local h, m, s = text:match("^(%d+):(%d%d):(%d%d)$")
  if not h then
    return nil, "bad time: " .. tostring(text)
  end
  return tonumber(h) * 3600 + tonumber(m) * 60 + tonumber(s)
end

local function format_time(seconds)
  local h = math.floor(seconds / 3600)
  local m = math.floor((seconds % 3600) / 60)
  local s = seconds % 60
  return string.format("%02d:%02d:%02d", h, m, s)
end

local function csv_escape(value)
  local text = tostring(value or "")
  if text:find('[,"\n]') then
    text = '"' .. text:gsub('"', '""') .. '"'
  end
  return text
end

local function export_csv(trips, out)
  out:write("trip_id,route_id,stop_id,arrival,departure\n")
  for _, trip in ipairs(trips) do
    for _, st in ipairs(trip.stop_times) do
      local row = {
        csv_escape(trip.trip_id),
        csv_escape(trip.route_id),
        csv_escape(st.stop_id),
        format_time(st.arrival),
        format_time(st.departure),
      }
      out:write(table.concat(row, SEPARATOR), "\n")
    end
  end
end

local function export_headways(trips, out)
  -- First departure of each trip, grouped by route, to publish headways in minutes.
  local by_route = {}
  for _, trip in ipairs(trips) do
    local first = trip.stop_times[1]
    if first then
      by_route[trip.route_id] = by_route[trip.route_id] or {}
      table.insert(by_route[trip.route_id], first.departure)
    end
  end

  out:write("route_id,departure,headway_minutes\n")
  for route_id, departures in pairs(by_route) do
    table.sort(departures)
    for i, dep in ipairs(departures) do
      local headway = i > 1 and math.floor((dep - departures[i - 1]) / 60) or ""
      local row = { csv_escape(route_id), format_time(dep), tostring(headway) }
      out:write(table.concat(row, SEPARATOR), "\n")
    end
  end
end

return {
  parse_time = parse_time,
  format_time = format_time,
  export_csv = export_csv,
  export_headways = export_headways,
}
