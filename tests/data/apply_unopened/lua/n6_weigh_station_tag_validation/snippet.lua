-- …

function WeighStation:parse_line(line)
  local fields = split_fields(line)
  -- [unchanged]
  -- NLIS electronic tags are 15 digits; the reader sometimes pads with spaces
  local tag_id = fields[1]:gsub("%s+", "")
  if #tag_id ~= 15 or not tag_id:match("^%d+$") then
    self.rejected = self.rejected + 1
    return nil
  end
  local gross = tonumber(fields[2])
  -- [unchanged]
end

-- …
