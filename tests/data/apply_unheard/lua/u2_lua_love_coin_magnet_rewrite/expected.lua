-- entities/coin.lua
local Coin = {}
Coin.__index = Coin

local SPIN_SPEED = 6
local BOB_HEIGHT = 3
local RADIUS = 6
local MAGNET_RANGE = 48
local MAGNET_SPEED = 180

function Coin.new(x, y, value)
  local self = setmetatable({}, Coin)
  self.x = x
  self.y = y
  self.value = value or 1
  self.timer = 0
  self.collected = false
  return self
end

function Coin:update(dt, player)
  self.timer = self.timer + dt
  if player and not self.collected then
    local dx, dy = player.x - self.x, player.y - self.y
    local dist = math.sqrt(dx * dx + dy * dy)
    if dist > 0 and dist < MAGNET_RANGE then
      self.x = self.x + dx / dist * MAGNET_SPEED * dt
      self.y = self.y + dy / dist * MAGNET_SPEED * dt
    end
  end
end

function Coin:bobOffset()
  return math.sin(self.timer * 2) * BOB_HEIGHT
end

function Coin:overlaps(px, py, pr)
  local dx = px - self.x
  local dy = py - (self.y + self:bobOffset())
  local r = RADIUS + pr
  return dx * dx + dy * dy <= r * r
end

function Coin:collect(player)
  if self.collected then
    return false
  end
  self.collected = true
  player.score = player.score + self.value
  return true
end

function Coin:draw()
  if self.collected then
    return
  end
  local width = math.abs(math.cos(self.timer * SPIN_SPEED)) * RADIUS
  love.graphics.setColor(1, 0.84, 0)
  love.graphics.ellipse("fill", self.x, self.y + self:bobOffset(), width, RADIUS)
  love.graphics.setColor(1, 1, 1)
end

return Coin
