local weapons = {
  -- ... existing code ...
  iron_sword = {
    name = "Iron Sword",
    type = "melee",
    damage = 9,
    speed = 1.0,
    range = 1,
    price = 75,
  },
  -- ... existing code ...
}
