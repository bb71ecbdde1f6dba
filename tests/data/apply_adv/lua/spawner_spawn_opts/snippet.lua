-- ... existing code ...

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

-- ... existing code ...
