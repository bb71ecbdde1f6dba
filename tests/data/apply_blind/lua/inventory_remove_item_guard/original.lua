local Inventory = {}
Inventory.__index = Inventory

local DEFAULT_SLOTS = 24
local MAX_STACK = 99

function Inventory.new(slots)
  local self = setmetatable({}, Inventory)
  self.slots = slots or DEFAULT_SLOTS
  self.items = {}
  self.count = 0
  return self
end

function Inventory:has(item_id, amount)
  local entry = self.items[item_id]
  return entry ~= nil and entry.amount >= (amount or 1)
end

function Inventory:add_item(item_id, amount)
  amount = amount or 1
  local entry = self.items[item_id]
  if entry == nil then
    if self.count >= self.slots then
      return false, "inventory full"
    end
    entry = { id = item_id, amount = 0 }
    self.items[item_id] = entry
    self.count = self.count + 1
  end
  entry.amount = math.min(entry.amount + amount, MAX_STACK)
  return true
end

function Inventory:remove_item(item_id, amount)
  amount = amount or 1
  local entry = self.items[item_id]
  if entry == nil then
    return false, "no such item"
  end
  entry.amount = entry.amount - amount
  if entry.amount <= 0 then
    self.items[item_id] = nil
    self.count = self.count - 1
  end
  return true
end

function Inventory:list()
  local out = {}
  for _, entry in pairs(self.items) do
    out[#out + 1] = { id = entry.id, amount = entry.amount }
  end
  table.sort(out, function(a, b) return a.id < b.id end)
  return out
end

return Inventory
