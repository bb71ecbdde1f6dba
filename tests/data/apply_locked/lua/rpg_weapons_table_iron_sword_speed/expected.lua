-- data/weapons.lua
-- Weapon definitions. Damage is per hit, speed is attacks per second.

local weapons = {
  wooden_sword = {
    name = "Wooden Sword",
    type = "melee",
    damage = 4,
    speed = 1.2,
    range = 1,
    price = 10,
  },
  iron_sword = {
    name = "Iron Sword",
    type = "melee",
    damage = 9,
    speed = 1.0,
    range = 1,
    price = 75,
  },
  steel_sword = {
    name = "Steel Sword",
    type = "melee",
    damage = 14,
    speed = 1.1,
    range = 1,
    price = 210,
  },
  short_bow = {
    name = "Short Bow",
    type = "ranged",
    damage = 6,
    speed = 0.9,
    range = 6,
    price = 60,
  },
  long_bow = {
    name = "Long Bow",
    type = "ranged",
    damage = 11,
    speed = 0.7,
    range = 9,
    price = 180,
  },
  fire_staff = {
    name = "Fire Staff",
    type = "magic",
    damage = 16,
    speed = 0.6,
    range = 5,
    price = 320,
  },
  frost_staff = {
    name = "Frost Staff",
    type = "magic",
    damage = 12,
    speed = 0.6,
    range = 5,
    price = 300,
  },
}

for id, w in pairs(weapons) do
  w.id = id
  w.dps = w.damage * w.speed
end

return weapons
