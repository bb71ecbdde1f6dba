-- Label generation for sample tubes (Zebra ZPL, 50x25 mm labels).
local config = require("tracker.config")
local barcode = require("tracker.barcode")

local Labels = {}
Labels.__index = Labels

local TYPE_CODES = {
  plasma = "PL",
  serum = "SE",
  whole_blood = "WB",
  urine = "UR",
  csf = "CF",
  pbmc = "PB",
}

function Labels.new(printer_dpi)
  local self = setmetatable({}, Labels)
  self.dpi = printer_dpi or 203
  self.batch = {}
  return self
end

local function participant_line(sample)
  return string.format("%s  V%02d", sample.participant_id, sample.visit_number)
end

local function collection_line(sample)
  return os.date("!%Y-%m-%d %H:%M", sample.collected_at)
end

function Labels:add(sample)
  local code = TYPE_CODES[sample.type]
  if not code then
    error("unknown sample type: " .. tostring(sample.type))
  end
  local id = barcode.encode(config.study_code, sample.participant_id, code, sample.aliquot)
  self.batch[#self.batch + 1] = {
    id = id,
    line1 = participant_line(sample),
    line2 = collection_line(sample),
  }
  return id
end

function Labels:render()
  local out = {}
  for _, label in ipairs(self.batch) do
    out[#out + 1] = "^XA"
    out[#out + 1] = string.format("^FO20,15^BCN,60,N,N,N^FD%s^FS", label.id)
    out[#out + 1] = string.format("^FO20,85^A0N,22,22^FD%s^FS", label.line1)
    out[#out + 1] = string.format("^FO20,110^A0N,22,22^FD%s^FS", label.line2)
    out[#out + 1] = string.format("^FO20,135^A0N,18,18^FD%s^FS", label.id)
    out[#out + 1] = "^XZ"
  end
  return table.concat(out, "\n")
end

function Labels:clear()
  self.batch = {}
end

return Labels
