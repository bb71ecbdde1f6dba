function WaveBuilder:build(orders)
  local now = clock.now()
  local eligible = {}
  for _, order in ipairs(orders) do
    if order.status == "released" and not order.on_hold and #order.lines > 0 then
      -- ... existing code ...
    end
  end
  table.sort(eligible, by_priority)

  -- ... existing code ...
  if #tote.lines > 0 then
    wave.totes[#wave.totes + 1] = tote
  end

  -- Pickers walk each tote in bin order, so sort its lines by location.
  for _, t in ipairs(wave.totes) do
    table.sort(t.lines, function(a, b) return a.bin < b.bin end)
  end
  wave.created_at = now

  return wave
end
