-- data/weapons.lua
-- Base stats for every weapon the player can buy or loot.

local Weapons = {}

Weapons.list = {
  dagger = {
    name = "Dagger",
    damage = 4,
    speed = 1.6,
    range = 1,
    cost = 10,
  },
  shortsword = {
    name = "Short Sword",
    damage = 6,
    speed = 1.2,
    range = 1,
    cost = 25,
  },
  shortbow = {
    name = "Short Bow",
    damage = 5,
    speed = 1.0,
    range = 6,
    cost = 30,
    projectile = "arrow",
  },
  longbow = {
    name = "Longbow",
    damage = 7,
    speed = 0.8,
    range = 9,
    cost = 55,
    projectile = "arrow",
  },
}

function Weapons.get(id)
  local w = Weapons.list[id]
  if not w then
    error("unknown weapon: " .. tostring(id))
  end
  return w
end

function Weapons.is_ranged(id)
  return Weapons.get(id).projectile ~= nil
end

function Weapons.dps(id)
  local w = Weapons.get(id)
  return w.damage * w.speed
end

return Weapons
