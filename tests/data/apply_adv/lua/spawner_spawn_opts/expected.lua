local Class = require("lib.middleclass")
local Entity = require("entities.entity")
local registry = require("entities.registry")

local Spawner = Class("Spawner")

local DEFAULT_HEALTH = {
  slime = 20,
  goblin = 45,
  skeleton = 60,
  ogre = 180,
}

function Spawner:initialize(world, rng)
  self.world = world
  self.rng = rng or love.math.newRandomGenerator()
  self.alive = {}
  self.count = 0
end

function Spawner:spawn(kind, x, y, opts)
  opts = opts or {}
  local def = registry.get(kind)
  if not def then
    error("unknown entity kind: " .. tostring(kind))
  end
  local entity = Entity:new(def, x, y)
  entity.health = opts.health or DEFAULT_HEALTH[kind] or def.health
  entity.max_health = entity.health
  entity.team = opts.team or "enemy"
  self.world:add(entity, x, y, def.width, def.height)
  self.alive[entity.id] = entity
  self.count = self.count + 1
  return entity
end

function Spawner:spawn_wave(kind, amount, area, opts)
  local spawned = {}
  for _ = 1, amount do
    local x = self.rng:random(area.x, area.x + area.w)
    local y = self.rng:random(area.y, area.y + area.h)
    table.insert(spawned, self:spawn(kind, x, y, opts))
  end
  return spawned
end

function Spawner:spawn_boss(kind, x, y)
  local boss = self:spawn(kind, x, y)
  boss.health = boss.health * 4
  boss.max_health = boss.health
  boss.is_boss = true
  return boss
end

function Spawner:despawn(entity)
  if not self.alive[entity.id] then
    return false
  end
  self.world:remove(entity)
  self.alive[entity.id] = nil
  self.count = self.count - 1
  return true
end

function Spawner:clear()
  for _, entity in pairs(self.alive) do
    self.world:remove(entity)
  end
  self.alive = {}
  self.count = 0
end

return Spawner
