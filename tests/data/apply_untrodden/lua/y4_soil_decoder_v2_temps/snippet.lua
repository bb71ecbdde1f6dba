-- ... header and byte helpers (u8, u16be, s16be) unchanged ...

local function decode_soil(payload)
  -- ... length check and battery field as before ...
  for depth = 1, 4 do
    local base = 2 + (depth - 1) * 2
    out["vwc_" .. depth] = u16be(payload, base) / 100
  end
  -- v2 firmware appends one signed temperature (0.1 C) per depth
  if #payload >= 17 then
    for depth = 1, 4 do
      out["temp_" .. depth] = s16be(payload, 10 + (depth - 1) * 2) / 10
    end
  end
  return out
end

-- ... decode_weather and decode_flow unchanged ...

local by_port = {
  [10] = decode_soil,
  [11] = decode_weather,
  [12] = decode_soil, -- SM-400 probes on v2 firmware report on their own port
  [20] = decode_flow,
}

-- ... M.decode and module return unchanged ...
