-- …

local TYPE_CODES = {
  plasma = "PL",
  serum = "SE",
  whole_blood = "WB",
  urine = "UR",
  csf = "CF",
  pbmc = "PB",
}

-- …

function Labels:render()
  local out = {}
  for _, label in ipairs(self.batch) do
    out[#out + 1] = "^XA"
    out[#out + 1] = string.format("^FO20,15^BCN,60,N,N,N^FD%s^FS", label.id)
    out[#out + 1] = string.format("^FO20,85^A0N,22,22^FD%s^FS", label.line1)
    out[#out + 1] = string.format("^FO20,110^A0N,22,22^FD%s^FS", label.line2)
    out[#out + 1] = string.format("^FO20,135^A0N,18,18^FD%s^FS", label.id)
    -- [unchanged]
  end
  -- [unchanged]
end

-- rest of file unchanged
