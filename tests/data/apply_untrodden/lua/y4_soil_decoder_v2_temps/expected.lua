-- decoders.lua
-- Uplink payload decoders for the field sensors on the north block gateway.
-- Each decoder takes the raw payload string and returns a flat table of
-- measurements ready for the Influx line protocol writer.

local M = {}

local function u8(payload, i)
  return string.byte(payload, i)
end

local function u16be(payload, i)
  local hi, lo = string.byte(payload, i, i + 1)
  return hi * 256 + lo
end

local function s16be(payload, i)
  local v = u16be(payload, i)
  if v >= 0x8000 then
    v = v - 0x10000
  end
  return v
end

local function decode_soil(payload)
  if #payload < 9 then
    return nil, "soil payload too short"
  end
  local out = {
    battery_v = u8(payload, 1) / 50,
  }
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

local function decode_weather(payload)
  if #payload < 10 then
    return nil, "weather payload too short"
  end
  return {
    battery_v = u8(payload, 1) / 50,
    air_temp_c = s16be(payload, 2) / 10,
    rel_humidity = u8(payload, 4),
    wind_ms = u16be(payload, 5) / 100,
    rain_mm = u16be(payload, 7) / 5,
    solar_wm2 = u16be(payload, 9),
  }
end

local function decode_flow(payload)
  if #payload < 7 then
    return nil, "flow payload too short"
  end
  return {
    battery_v = u8(payload, 1) / 50,
    pulses = u16be(payload, 2) * 65536 + u16be(payload, 4),
    valve_open = u8(payload, 6) ~= 0,
    litres_per_min = u8(payload, 7) / 2,
  }
end

local by_port = {
  [10] = decode_soil,
  [11] = decode_weather,
  [12] = decode_soil, -- SM-400 probes on v2 firmware report on their own port
  [20] = decode_flow,
}

function M.decode(fport, payload)
  local decoder = by_port[fport]
  if not decoder then
    return nil, string.format("no decoder for fport %d", fport)
  end
  return decoder(payload)
end

return M
