-- entities.lua
local Entity = {}
Entity.__index = Entity

function Entity.new(x, y, speed)
  local self = setmetatable({}, Entity)
  self.x, self.y = x, y
  self.vx, self.vy = 0, 0
  self.speed = speed or 60
  self.alive = true
  return self
end

function Entity:update(dt)
  self.x = self.x + self.vx * dt
  self.y = self.y + self.vy * dt
end

local Player = setmetatable({}, { __index = Entity })
Player.__index = Player

function Player.new(x, y)
  local self = Entity.new(x, y, 120)
  return setmetatable(self, Player)
end

function Player:update(dt)
  local dx, dy = 0, 0
  if love.keyboard.isDown("left") then dx = dx - 1 end
  if love.keyboard.isDown("right") then dx = dx + 1 end
  if love.keyboard.isDown("up") then dy = dy - 1 end
  if love.keyboard.isDown("down") then dy = dy + 1 end
  self.vx, self.vy = dx * self.speed, dy * self.speed
  Entity.update(self, dt)
end

local Enemy = setmetatable({}, { __index = Entity })
Enemy.__index = Enemy

function Enemy.new(x, y)
  local self = Entity.new(x, y, 45)
  self.cooldown = 0
  self.aggro_radius = 160
  return setmetatable(self, Enemy)
end

function Enemy:update(dt)
  self.cooldown = math.max(0, self.cooldown - dt)
  self.x = self.x + self.vx * dt
  self.y = self.y + self.vy * dt
end

local World = {}
World.__index = World

function World.new()
  local self = setmetatable({}, World)
  self.player = Player.new(400, 300)
  self.entities = { self.player }
  return self
end

function World:spawn_enemy(x, y)
  local enemy = Enemy.new(x, y)
  table.insert(self.entities, enemy)
  return enemy
end

function World:update(dt)
  for _, e in ipairs(self.entities) do
    e:update(dt)
  end
end

function World:draw()
  for _, e in ipairs(self.entities) do
    love.graphics.circle("fill", e.x, e.y, 8)
  end
end

return {
  Entity = Entity,
  Player = Player,
  Enemy = Enemy,
  World = World,
}
