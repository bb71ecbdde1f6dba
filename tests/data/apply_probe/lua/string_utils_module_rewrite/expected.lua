-- utils/strings.lua
local M = {}

function M.trim(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

function M.starts_with(s, prefix)
  return s:sub(1, #prefix) == prefix
end

function M.ends_with(s, suffix)
  return suffix == "" or s:sub(-#suffix) == suffix
end

--- Splits `s` on a plain (non-pattern) separator, keeping empty fields.
function M.split(s, sep)
  local parts = {}
  local start = 1
  while true do
    local i, j = s:find(sep, start, true)
    if not i then
      table.insert(parts, s:sub(start))
      break
    end
    table.insert(parts, s:sub(start, i - 1))
    start = j + 1
  end
  return parts
end

function M.capitalize(s)
  return (s:gsub("^%l", string.upper))
end

function M.pad_left(s, width, char)
  char = char or " "
  if #s >= width then
    return s
  end
  return string.rep(char, width - #s) .. s
end

function M.is_blank(s)
  return s == nil or s:match("^%s*$") ~= nil
end

function M.truncate(s, max_len, ellipsis)
  ellipsis = ellipsis or "…"
  if #s <= max_len then
    return s
  end
  return s:sub(1, max_len - #ellipsis) .. ellipsis
end

return M
