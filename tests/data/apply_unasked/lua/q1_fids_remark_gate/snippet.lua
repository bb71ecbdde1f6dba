-- ... existing code ...

function M.remark(flight, now)
  -- ... existing code ...
  if status == STATUS_BOARDING then
    return string.format("GATE %s BOARDING", flight.gate or "--")
  end
  if flight.gate then
    return string.format("GATE %s", flight.gate)
  end
  return "WAIT IN LOUNGE"
end

-- ... existing code ...
