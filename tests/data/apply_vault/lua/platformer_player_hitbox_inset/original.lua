local Player = {}
Player.__index = Player

local GRAVITY = 1200
local JUMP_VELOCITY = -420
local MOVE_SPEED = 180
local MAX_FALL_SPEED = 600

function Player.new(x, y)
  local self = setmetatable({}, Player)
  self.x = x
  self.y = y
  self.w = 16
  self.h = 24
  self.vx = 0
  self.vy = 0
  self.onGround = false
  self.facing = 1
  self.health = 3
  self.invulnerable = 0
  return self
end

function Player:update(dt, input)
  self.vx = 0
  if input.left then
    self.vx = -MOVE_SPEED
    self.facing = -1
  elseif input.right then
    self.vx = MOVE_SPEED
    self.facing = 1
  end

  if input.jump and self.onGround then
    self.vy = JUMP_VELOCITY
    self.onGround = false
  end

  self.vy = math.min(self.vy + GRAVITY * dt, MAX_FALL_SPEED)
  self.x = self.x + self.vx * dt
  self.y = self.y + self.vy * dt

  if self.invulnerable > 0 then
    self.invulnerable = math.max(0, self.invulnerable - dt)
  end
end

function Player:getHitbox()
  local inset = 2
  local top = 4
  return self.x, self.y, self.w, self.h
end

function Player:getFeet()
  return self.x + self.w / 2, self.y + self.h
end

function Player:land(groundY)
  self.y = groundY - self.h
  self.vy = 0
  self.onGround = true
end

function Player:hurt(amount)
  if self.invulnerable > 0 then
    return false
  end
  self.health = self.health - amount
  self.invulnerable = 1.5
  return true
end

function Player:isDead()
  return self.health <= 0
end

function Player:draw()
  if self.invulnerable > 0 and math.floor(self.invulnerable * 10) % 2 == 0 then
    return
  end
  love.graphics.setColor(0.2, 0.7, 1.0)
  love.graphics.rectangle("fill", self.x, self.y, self.w, self.h)
  love.graphics.setColor(1, 1, 1)
end

return Player
