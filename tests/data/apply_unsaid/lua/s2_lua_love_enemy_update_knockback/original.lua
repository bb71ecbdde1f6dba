local Enemy = {}
Enemy.__index = Enemy

local SPEED = 60
local CHASE_RADIUS = 180
local ATTACK_RADIUS = 18
local ATTACK_COOLDOWN = 0.8

function Enemy.new(x, y, kind)
  local self = setmetatable({}, Enemy)
  self.x = x
  self.y = y
  self.vx = 0
  self.vy = 0
  self.kind = kind or "slime"
  self.hp = 3
  self.state = "idle"
  self.cooldown = 0
  self.flash = 0
  return self
end

local function distance(ax, ay, bx, by)
  local dx, dy = bx - ax, by - ay
  return math.sqrt(dx * dx + dy * dy), dx, dy
end

function Enemy:update(dt, player)
  self.cooldown = math.max(0, self.cooldown - dt)
  self.flash = math.max(0, self.flash - dt)

  local dist, dx, dy = distance(self.x, self.y, player.x, player.y)
  if dist < ATTACK_RADIUS then
    self.state = "attack"
  elseif dist < CHASE_RADIUS then
    self.state = "chase"
  else
    self.state = "idle"
  end

  if self.state == "chase" then
    self.vx = dx / dist * SPEED
    self.vy = dy / dist * SPEED
  elseif self.state == "attack" then
    self.vx, self.vy = 0, 0
    if self.cooldown == 0 then
      player:damage(1)
      self.cooldown = ATTACK_COOLDOWN
    end
  else
    self.vx, self.vy = 0, 0
  end

  self.x = self.x + self.vx * dt
  self.y = self.y + self.vy * dt
end

function Enemy:damage(amount)
  self.hp = self.hp - amount
  self.flash = 0.15
  if self.hp <= 0 then
    self.state = "dead"
  end
end

function Enemy:isDead()
  return self.state == "dead"
end

function Enemy:draw()
  if self.flash > 0 then
    love.graphics.setColor(1, 1, 1)
  else
    love.graphics.setColor(0.3, 0.8, 0.4)
  end
  love.graphics.circle("fill", self.x, self.y, 8)
  love.graphics.setColor(1, 1, 1)
end

return Enemy
