-- Weapon definitions. Damage is per hit, cooldown in seconds, range in pixels.
local weapons = {}

weapons.dagger = {
  name = "Dagger",
  damage = 6,
  cooldown = 0.35,
  range = 24,
  projectile = nil,
  sound = "sfx/swing_light.ogg",
}

weapons.sword = {
  name = "Sword",
  damage = 12,
  cooldown = 0.6,
  range = 36,
  projectile = nil,
  sound = "sfx/swing.ogg",
}

weapons.axe = {
  name = "Axe",
  damage = 20,
  cooldown = 0.9,
  range = 32,
  projectile = nil,
  sound = "sfx/swing_heavy.ogg",
}

weapons.shortbow = {
  name = "Shortbow",
  damage = 9,
  cooldown = 0.5,
  range = 260,
  projectile = "arrow",
  sound = "sfx/bow.ogg",
}

weapons.crossbow = {
  name = "Crossbow",
  damage = 18,
  cooldown = 0.8,
  range = 320,
  projectile = "bolt",
  sound = "sfx/crossbow.ogg",
}

weapons.wand = {
  name = "Wand",
  damage = 8,
  cooldown = 0.8,
  range = 200,
  projectile = "spark",
  sound = "sfx/zap.ogg",
}

local order = { "dagger", "sword", "axe", "shortbow", "crossbow", "wand" }

function weapons.list()
  local result = {}
  for i, id in ipairs(order) do
    result[i] = weapons[id]
  end
  return result
end

function weapons.dps(id)
  local w = weapons[id]
  return w.damage / w.cooldown
end

return weapons
