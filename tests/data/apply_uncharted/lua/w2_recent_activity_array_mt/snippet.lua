-- ... existing code ...
  if not rows then
    return nil, err
  end
  -- keep empty results as [] rather than {} in the JSON payload
  return setmetatable(rows, cjson.array_mt)
end
-- ... existing code ...
