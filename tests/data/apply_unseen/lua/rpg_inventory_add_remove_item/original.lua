-- inventory.lua
-- Slot-based inventory used by the player and by NPC containers.

local Inventory = {}
Inventory.__index = Inventory

local DEFAULT_CAPACITY = 20

local function clamp(value, min, max)
  if value < min then
    return min
  elseif value > max then
    return max
  end
  return value
end

function Inventory.new(owner, capacity)
  local self = setmetatable({}, Inventory)
  self.owner = owner
  self.capacity = capacity or DEFAULT_CAPACITY
  self.items = {}
  self.slots_used = 0
  return self
end

function Inventory:has_item(name)
  return self.items[name] ~= nil
end

function Inventory:count_item(name)
  local entry = self.items[name]
  if not entry then
    return 0
  end
  return entry.qty
end

function Inventory:add_item(name, qty, weight)
  qty = qty or 1
  local entry = self.items[name]
  if entry then
    entry.qty = entry.qty + qty
    return true
  end
  if self.slots_used >= self.capacity then
    return false, "inventory full"
  end
  self.items[name] = { qty = qty, weight = weight or 0 }
  self.slots_used = self.slots_used + 1
  return true
end

function Inventory:total_weight()
  local total = 0
  for _, entry in pairs(self.items) do
    total = total + entry.qty * entry.weight
  end
  return total
end

function Inventory:free_slots()
  return clamp(self.capacity - self.slots_used, 0, self.capacity)
end

function Inventory:clear()
  self.items = {}
  self.slots_used = 0
end

return Inventory
