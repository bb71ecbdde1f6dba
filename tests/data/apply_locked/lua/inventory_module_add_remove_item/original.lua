-- inventory.lua
-- Slot-based inventory used by the player and by NPC containers.

local Item = require("game.item")

local M = {}
M.__index = M

local DEFAULT_CAPACITY = 20

function M.new(owner, capacity)
  local self = setmetatable({}, M)
  self.owner = owner
  self.capacity = capacity or DEFAULT_CAPACITY
  self.slots = {}
  return self
end

function M:add_item(item_id, amount)
  amount = amount or 1
  local def = Item.get(item_id)
  if not def then
    return false, "unknown item: " .. tostring(item_id)
  end
  local slot = self.slots[item_id]
  if slot then
    slot.count = slot.count + amount
  else
    if self:used_slots() >= self.capacity then
      return false, "inventory full"
    end
    self.slots[item_id] = { def = def, count = amount }
  end
  return true
end

function M:count(item_id)
  local slot = self.slots[item_id]
  return slot and slot.count or 0
end

function M:has_item(item_id, amount)
  return self:count(item_id) >= (amount or 1)
end

function M:used_slots()
  local n = 0
  for _ in pairs(self.slots) do
    n = n + 1
  end
  return n
end

function M:total_weight()
  local total = 0
  for _, slot in pairs(self.slots) do
    total = total + slot.def.weight * slot.count
  end
  return total
end

function M:each()
  local ids = {}
  for id in pairs(self.slots) do
    ids[#ids + 1] = id
  end
  table.sort(ids)
  local i = 0
  return function()
    i = i + 1
    local id = ids[i]
    if id then
      return id, self.slots[id].count
    end
  end
end

return M
