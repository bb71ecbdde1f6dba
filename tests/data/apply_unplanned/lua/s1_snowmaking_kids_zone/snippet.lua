-- ... keep existing code

M.zones = {
  -- ... keep existing code
  { name = "terrain_park", guns = 4, priority = 2, min_depth_cm = 70 },
  { name = "kids_area", guns = 3, priority = 1, min_depth_cm = 40 },
}

-- ... keep existing code

function M.plan(weather, depths, hours)
  -- ... keep existing code

  local candidates = {}
  for _, zone in ipairs(M.zones) do
    if M.needs_snow(zone, depths) then
      table.insert(candidates, zone)
    end
  end
  table.sort(candidates, function(a, b)
    if a.priority ~= b.priority then
      return a.priority < b.priority
    end
    return (depths[a.name] or 0) < (depths[b.name] or 0)
  end)

  -- ... keep existing code
end

-- ... keep existing code
