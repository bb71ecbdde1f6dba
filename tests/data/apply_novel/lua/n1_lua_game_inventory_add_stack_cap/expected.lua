local Inventory = {}
Inventory.__index = Inventory

local DEFAULT_CAPACITY = 20
local MAX_STACK = 99

function Inventory.new(capacity)
  local self = setmetatable({}, Inventory)
  self.capacity = capacity or DEFAULT_CAPACITY
  self.slots = {}
  self.listeners = {}
  return self
end

function Inventory:on_change(fn)
  table.insert(self.listeners, fn)
end

function Inventory:_emit(item_id, delta)
  for _, fn in ipairs(self.listeners) do
    fn(item_id, delta)
  end
end

function Inventory:used_slots()
  local n = 0
  for _ in pairs(self.slots) do
    n = n + 1
  end
  return n
end

function Inventory:count(item_id)
  local slot = self.slots[item_id]
  return slot and slot.qty or 0
end

function Inventory:has(item_id, qty)
  return self:count(item_id) >= (qty or 1)
end

function Inventory:space_for(item_id)
  return MAX_STACK - self:count(item_id)
end

function Inventory:add(item_id, qty)
  qty = qty or 1
  if qty <= 0 then
    return false, "quantity must be positive"
  end
  local slot = self.slots[item_id]
  if not slot then
    if self:used_slots() >= self.capacity then
      return false, "inventory full"
    end
    slot = { qty = 0 }
    self.slots[item_id] = slot
  end
  local added = math.min(qty, MAX_STACK - slot.qty)
  if added <= 0 then
    return false, "stack full"
  end
  slot.qty = slot.qty + added
  self:_emit(item_id, added)
  return true, qty - added
end

function Inventory:remove(item_id, qty)
  qty = qty or 1
  local slot = self.slots[item_id]
  if not slot or slot.qty < qty then
    return false, "not enough " .. item_id
  end
  slot.qty = slot.qty - qty
  if slot.qty == 0 then
    self.slots[item_id] = nil
  end
  self:_emit(item_id, -qty)
  return true
end

function Inventory:items()
  local list = {}
  for id, slot in pairs(self.slots) do
    list[#list + 1] = { id = id, qty = slot.qty }
  end
  table.sort(list, function(a, b)
    return a.id < b.id
  end)
  return list
end

return Inventory
