function Player:getHitbox()
  local inset = 2
  local top = 4
  return self.x + inset, self.y + top, self.w - inset * 2, self.h - top
end

-- ... rest of the file unchanged ...
