-- ... existing code ...

function Enemy:update(dt, player)
  self.cooldown = math.max(0, self.cooldown - dt)
  if player then
    local dx, dy = player.x - self.x, player.y - self.y
    local dist = math.sqrt(dx * dx + dy * dy)
    if dist > 0 and dist < self.aggro_radius then
      self.vx = dx / dist * self.speed
      self.vy = dy / dist * self.speed
    end
  end
  self.x = self.x + self.vx * dt
  self.y = self.y + self.vy * dt
end

-- ... existing code ...

function World:update(dt)
  for _, e in ipairs(self.entities) do
    e:update(dt, self.player)
  end
end

-- ... existing code ...
