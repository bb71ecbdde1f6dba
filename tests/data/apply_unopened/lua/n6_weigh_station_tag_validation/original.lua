-- livestock/weigh_station.lua
-- Reads the serial log from the crush-side scale and turns it into weight records.

local json = require("cjson")

local WeighStation = {}
WeighStation.__index = WeighStation

local MIN_WEIGHT_KG = 20
local MAX_WEIGHT_KG = 1400

function WeighStation.new(opts)
  local self = setmetatable({}, WeighStation)
  self.station_id = opts.station_id
  self.tare_kg = opts.tare_kg or 0
  self.records = {}
  self.rejected = 0
  return self
end

local function split_fields(line)
  local fields = {}
  for field in string.gmatch(line, "[^,]+") do
    fields[#fields + 1] = field
  end
  return fields
end

function WeighStation:parse_line(line)
  local fields = split_fields(line)
  if #fields < 3 then
    self.rejected = self.rejected + 1
    return nil
  end
  local tag_id = fields[1]
  local gross = tonumber(fields[2])
  local read_at = tonumber(fields[3])
  if gross == nil or read_at == nil then
    self.rejected = self.rejected + 1
    return nil
  end
  local net = gross - self.tare_kg
  if net < MIN_WEIGHT_KG or net > MAX_WEIGHT_KG then
    self.rejected = self.rejected + 1
    return nil
  end
  return { tag_id = tag_id, weight_kg = net, read_at = read_at, station = self.station_id }
end

function WeighStation:ingest(lines)
  for _, line in ipairs(lines) do
    local record = self:parse_line(line)
    if record then
      self.records[#self.records + 1] = record
    end
  end
  return #self.records
end

function WeighStation:average_weight()
  if #self.records == 0 then
    return nil
  end
  local total = 0
  for _, r in ipairs(self.records) do
    total = total + r.weight_kg
  end
  return total / #self.records
end

function WeighStation:to_json()
  return json.encode({
    station = self.station_id,
    records = self.records,
    rejected = self.rejected,
  })
end

return WeighStation
