-- wx_decode.lua
-- Decodes compact uplink payloads from the LoRa weather stations.
-- Payload layout (big endian):
--   u8  version
--   i16 temperature  (0.1 degC)
--   u8  humidity     (%)
--   u16 pressure     (0.1 hPa)
--   u16 wind speed   (0.01 m/s)
--   u16 wind dir     (deg)
--   u16 rain counter (tips, 0.2 mm each)
--   u16 battery      (mV)

local M = {}

local PAYLOAD_VERSION = 2
local PAYLOAD_LEN = 14
local RAIN_MM_PER_TIP = 0.2

local function u8(bytes, pos)
  return bytes:byte(pos)
end

local function u16(bytes, pos)
  local hi, lo = bytes:byte(pos, pos + 1)
  return hi * 256 + lo
end

local function i16(bytes, pos)
  local v = u16(bytes, pos)
  if v >= 0x8000 then
    v = v - 0x10000
  end
  return v
end

local function round(x, places)
  local f = 10 ^ (places or 0)
  return math.floor(x * f + 0.5) / f
end

function M.decode(payload)
  if #payload < PAYLOAD_LEN then
    return nil, "payload too short: " .. #payload
  end
  local version = u8(payload, 1)
  if version ~= PAYLOAD_VERSION then
    return nil, "unsupported payload version " .. version
  end
  return {
    temp_c = round(i16(payload, 2) / 10, 1),
    rh_pct = u8(payload, 4),
    pressure_hpa = round(u16(payload, 5) / 10, 1),
    wind_ms = round(u16(payload, 7) / 100, 2),
    wind_dir_deg = u16(payload, 9),
    rain_tips = u16(payload, 11),
    battery_mv = u16(payload, 13),
  }
end

function M.rain_since(prev, cur)
  -- the tip counter is 16 bit and wraps around
  local tips = cur.rain_tips - prev.rain_tips
  if tips < 0 then
    tips = tips + 0x10000
  end
  return tips * RAIN_MM_PER_TIP
end

return M
