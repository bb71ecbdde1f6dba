-- utils/strings.lua
local M = {}

function M.trim(s)
  return s:match("^%s*(.-)%s*$")
end

function M.starts_with(s, prefix)
  return s:sub(1, #prefix) == prefix
end

function M.split(s, sep)
  local parts = {}
  for piece in s:gmatch("([^" .. sep .. "]+)") do
    table.insert(parts, piece)
  end
  return parts
end

function M.capitalize(s)
  return s:sub(1, 1):upper() .. s:sub(2)
end

function M.pad_left(s, width, char)
  char = char or " "
  return string.rep(char, width - #s) .. s
end

function M.is_blank(s)
  return s == nil or s:match("^%s*$") ~= nil
end

function M.truncate(s, max_len)
  if #s <= max_len then
    return s
  end
  return s:sub(1, max_len - 3) .. "..."
end

return M
