-- src/systems/spawner.lua
-- Spawns enemies at the screen edges in waves and keeps them updated.

local Enemy = require("entities.enemy")
local config = require("config")

local Spawner = {}
Spawner.__index = Spawner

function Spawner.new(world, opts)
  opts = opts or {}
  local self = setmetatable({}, Spawner)
  self.world = world
  self.interval = opts.interval or config.spawn.interval
  self.max_alive = opts.max_alive or config.spawn.max_alive
  self.timer = 0
  self.wave = 1
  self.enemies = {}
  return self
end

function Spawner:spawn(kind)
  local w, h = love.graphics.getDimensions()
  local side = love.math.random(1, 4)
  local x, y
  if side == 1 then
    x, y = love.math.random(0, w), -32
  elseif side == 2 then
    x, y = w + 32, love.math.random(0, h)
  elseif side == 3 then
    x, y = love.math.random(0, w), h + 32
  else
    x, y = -32, love.math.random(0, h)
  end
  local enemy = Enemy.new(self.world, kind, x, y)
  table.insert(self.enemies, enemy)
  return enemy
end

function Spawner:update(dt)
  self.timer = self.timer + dt
  if self.timer >= self.interval and #self.enemies < self.max_alive then
    self.timer = self.timer - self.interval
    local kind = self.wave >= 3 and "brute" or "grunt"
    self:spawn(kind)
  end

  for _, enemy in ipairs(self.enemies) do
    enemy:update(dt)
  end
end

function Spawner:draw()
  for _, enemy in ipairs(self.enemies) do
    enemy:draw()
  end
end

function Spawner:next_wave()
  self.wave = self.wave + 1
  self.interval = math.max(0.25, self.interval * 0.85)
  self.max_alive = self.max_alive + 2
end

function Spawner:clear()
  for _, enemy in ipairs(self.enemies) do
    enemy:destroy()
  end
  self.enemies = {}
  self.timer = 0
end

return Spawner
