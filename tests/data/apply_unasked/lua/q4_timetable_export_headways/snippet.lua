-- ... existing code ...

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
