local utils = {}

function utils.trim(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

function utils.split(s, sep)
  sep = sep or ","
  local parts = {}
  for piece in (s .. sep):gmatch("(.-)" .. sep:gsub("%p", "%%%0")) do
    parts[#parts + 1] = piece
  end
  return parts
end

function utils.starts_with(s, prefix)
  return s:sub(1, #prefix) == prefix
end

function utils.ends_with(s, suffix)
  return suffix == "" or s:sub(-#suffix) == suffix
end

function utils.clamp(value, low, high)
  if value < low then
    return low
  end
  return math.min(value, high)
end

function utils.round(value, places)
  local mult = 10 ^ (places or 0)
  return (value < 0 and -1 or 1) * math.floor(math.abs(value) * mult + 0.5) / mult
end

function utils.shallow_copy(t)
  local copy = {}
  for k, v in pairs(t) do
    copy[k] = v
  end
  return copy
end

function utils.keys(t)
  local result = {}
  for k in pairs(t) do
    result[#result + 1] = k
  end
  return result
end

function utils.count(t)
  local n = 0
  for _ in pairs(t) do
    n = n + 1
  end
  return n
end

return utils
