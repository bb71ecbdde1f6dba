local Enemy = {}
Enemy.__index = Enemy

local SPEED = 60
local MAX_HEALTH = 3
local FLASH_TIME = 0.1

function Enemy.new(x, y, target)
  local self = setmetatable({}, Enemy)
  self.x = x
  self.y = y
  self.vx = 0
  self.vy = 0
  self.target = target
  self.health = MAX_HEALTH
  self.flash = 0
  self.dead = false
  return self
end

function Enemy:update(dt)
  if self.dead then
    return
  end

  local dx = self.target.x - self.x
  local dy = self.target.y - self.y
  local dist = math.sqrt(dx * dx + dy * dy)
  if dist > 0 then
    self.vx = dx / dist * SPEED
    self.vy = dy / dist * SPEED
  end

  self.x = self.x + self.vx * dt
  self.y = self.y + self.vy * dt

  if self.flash > 0 then
    self.flash = self.flash - dt
  end
end

function Enemy:hit(damage)
  self.health = self.health - damage
  self.flash = FLASH_TIME
  if self.health <= 0 then
    self.dead = true
  end
end

function Enemy:draw()
  if self.dead then
    return
  end
  if self.flash > 0 then
    love.graphics.setColor(1, 1, 1)
  else
    love.graphics.setColor(0.8, 0.2, 0.2)
  end
  love.graphics.circle("fill", self.x, self.y, 8)
  love.graphics.setColor(1, 1, 1)
end

return Enemy
