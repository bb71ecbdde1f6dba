-- ...

function Player:handle_input(dt)
  local dx, dy = 0, 0
  if love.keyboard.isDown("left", "a") then dx = dx - 1 end
  if love.keyboard.isDown("right", "d") then dx = dx + 1 end
  if love.keyboard.isDown("up", "w") then dy = dy - 1 end
  if love.keyboard.isDown("down", "s") then dy = dy + 1 end
  if dx ~= 0 and dy ~= 0 then
    -- keep diagonal speed the same as straight movement
    dx, dy = dx * 0.7071, dy * 0.7071
  end
  self.x = self.x + dx * SPEED * dt
  self.y = self.y + dy * SPEED * dt

  local sw, sh = love.graphics.getDimensions()
  self.x = math.max(0, math.min(self.x, sw - self.w))
  self.y = math.max(0, math.min(self.y, sh - self.h))
end

-- ... rest of the code ...
