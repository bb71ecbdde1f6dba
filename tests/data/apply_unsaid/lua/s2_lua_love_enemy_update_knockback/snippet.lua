-- ... existing code ...

function Enemy:update(dt, player)
  self.cooldown = math.max(0, self.cooldown - dt)
  self.flash = math.max(0, self.flash - dt)

  if self.knockback then
    self.knockback.time = self.knockback.time - dt
    self.x = self.x + self.knockback.vx * dt
    self.y = self.y + self.knockback.vy * dt
    if self.knockback.time <= 0 then
      self.knockback = nil
    end
    return
  end

  -- ... state selection and movement stay the same ...
end

function Enemy:damage(amount, fromX, fromY)
  self.hp = self.hp - amount
  self.flash = 0.15
  if fromX and fromY then
    local dist, dx, dy = distance(fromX, fromY, self.x, self.y)
    if dist > 0 then
      self.knockback = { vx = dx / dist * 200, vy = dy / dist * 200, time = 0.12 }
    end
  end
  if self.hp <= 0 then
    self.state = "dead"
  end
end

-- ... existing code ...
