-- ... existing code ...

function M.format_qty(value)
  return tostring(value) .. " items"
end

-- ... existing code ...
