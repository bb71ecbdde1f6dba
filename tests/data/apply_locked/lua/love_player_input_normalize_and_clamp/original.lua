local anim8 = require("lib.anim8")
local Bullet = require("entities.bullet")

local Player = {}
Player.__index = Player

local SPEED = 180
local FIRE_COOLDOWN = 0.25

function Player.new(x, y)
  local self = setmetatable({}, Player)
  self.x, self.y = x, y
  self.w, self.h = 32, 32
  self.hp = 3
  self.cooldown = 0
  self.bullets = {}
  local image = love.graphics.newImage("assets/player.png")
  local grid = anim8.newGrid(32, 32, image:getWidth(), image:getHeight())
  self.image = image
  self.anim = anim8.newAnimation(grid("1-4", 1), 0.1)
  return self
end

function Player:handle_input(dt)
  local dx, dy = 0, 0
  if love.keyboard.isDown("left", "a") then dx = dx - 1 end
  if love.keyboard.isDown("right", "d") then dx = dx + 1 end
  if love.keyboard.isDown("up", "w") then dy = dy - 1 end
  if love.keyboard.isDown("down", "s") then dy = dy + 1 end
  self.x = self.x + dx * SPEED * dt
  self.y = self.y + dy * SPEED * dt
end

function Player:shoot()
  if self.cooldown > 0 then return end
  table.insert(self.bullets, Bullet.new(self.x + self.w / 2, self.y))
  self.cooldown = FIRE_COOLDOWN
end

function Player:hit(damage)
  self.hp = self.hp - (damage or 1)
  if self.hp <= 0 then
    self.dead = true
  end
end

function Player:update(dt)
  self:handle_input(dt)
  self.cooldown = math.max(0, self.cooldown - dt)
  if love.keyboard.isDown("space") then
    self:shoot()
  end
  for i = #self.bullets, 1, -1 do
    local b = self.bullets[i]
    b:update(dt)
    if b.dead then
      table.remove(self.bullets, i)
    end
  end
  self.anim:update(dt)
end

function Player:draw()
  self.anim:draw(self.image, self.x, self.y)
  for _, b in ipairs(self.bullets) do
    b:draw()
  end
end

return Player
