-- shared/util/strings.lua
local M = {}

--- Removes leading and trailing whitespace.
function M.trim(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

--- Returns true when s begins with prefix.
function M.starts_with(s, prefix)
  return s:sub(1, #prefix) == prefix
end

--- Returns true when s ends with suffix.
function M.ends_with(s, suffix)
  return suffix == "" or s:sub(-#suffix) == suffix
end

--- Splits s on a plain-text separator.
function M.split(s, sep)
  local parts = {}
  local start = 1
  while true do
    local i, j = s:find(sep, start, true)
    if not i then
      parts[#parts + 1] = s:sub(start)
      break
    end
    parts[#parts + 1] = s:sub(start, i - 1)
    start = j + 1
  end
  return parts
end

--- Pads s on the left to width with char (default space).
function M.pad_left(s, width, char)
  char = char or " "
  local missing = width - #s
  if missing <= 0 then
    return s
  end
  return string.rep(char, missing) .. s
end

--- Pads s on the right to width with char (default space).
function M.pad_right(s, width, char)
  char = char or " "
  local missing = width - #s
  if missing <= 0 then
    return s
  end
  return s .. string.rep(char, missing)
end

--- Centers s in width, padding both sides with char (default space).
function M.pad_center(s, width, char)
  char = char or " "
  local missing = width - #s
  if missing <= 0 then
    return s
  end
  local left = math.floor(missing / 2)
  return string.rep(char, left) .. s .. string.rep(char, missing - left)
end

return M
