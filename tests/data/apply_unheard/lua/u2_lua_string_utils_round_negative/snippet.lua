function utils.round(value, places)
  local mult = 10 ^ (places or 0)
  return (value < 0 and -1 or 1) * math.floor(math.abs(value) * mult + 0.5) / mult
end

-- ... rest of utils unchanged ...
