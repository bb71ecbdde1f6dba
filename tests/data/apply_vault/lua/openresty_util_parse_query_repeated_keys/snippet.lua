function _M.parse_query(qs)
  local args = {}
  if not qs or qs == "" then
    return args
  end
  for pair in string.gmatch(qs, "[^&]+") do
    local key, value = pair:match("^([^=]*)=(.*)$")
    if key then
      key, value = unescape(key), unescape(value)
    else
      key, value = unescape(pair), true
    end
    local existing = args[key]
    if existing == nil then
      args[key] = value
    elseif type(existing) == "table" then
      existing[#existing + 1] = value
    else
      args[key] = { existing, value }
    end
  end
  return args
end
