-- ... existing code ...
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
-- ... existing code ...
