local vector = require("lib.vector")
local sprites = require("assets.sprites")

local Entities = {
  list = {},
  next_id = 1,
}

local function spawn(kind, x, y, props)
  local e = {
    id = Entities.next_id,
    kind = kind,
    pos = vector(x, y),
    vel = vector(0, 0),
    w = props.w or 16,
    h = props.h or 16,
    hp = props.hp or 1,
    sprite = props.sprite,
    alive = true,
  }
  Entities.next_id = Entities.next_id + 1
  table.insert(Entities.list, e)
  return e
end

function Entities.player(x, y)
  return spawn("player", x, y, { hp = 5, sprite = sprites.player })
end

function Entities.slime(x, y)
  local e = spawn("slime", x, y, { hp = 2, w = 14, h = 10, sprite = sprites.slime })
  e.vel.x = 30
  return e
end

function Entities.coin(x, y)
  return spawn("coin", x, y, { w = 8, h = 8, sprite = sprites.coin })
end

function Entities.update_all(dt)
  for i = #Entities.list, 1, -1 do
    local e = Entities.list[i]
    e.pos = e.pos + e.vel * dt
    if not e.alive then
      table.remove(Entities.list, i)
    end
  end
end

function Entities.draw_all()
  for _, e in ipairs(Entities.list) do
    if e.sprite then
      love.graphics.draw(e.sprite, math.floor(e.pos.x), math.floor(e.pos.y))
    end
  end
end

function Entities.find(kind)
  local found = {}
  for _, e in ipairs(Entities.list) do
    if e.kind == kind then
      table.insert(found, e)
    end
  end
  return found
end

return Entities
