-- ... existing code ...

weapons.crossbow = {
  name = "Crossbow",
  damage = 18,
  cooldown = 1.1,
  range = 320,
  projectile = "bolt",
  sound = "sfx/crossbow.ogg",
}

-- ... existing code ...
