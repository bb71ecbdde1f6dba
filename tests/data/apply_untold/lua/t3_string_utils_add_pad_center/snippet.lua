-- ... existing code ...

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
