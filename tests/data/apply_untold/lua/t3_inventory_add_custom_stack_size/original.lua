local Inventory = {}
Inventory.__index = Inventory

local MAX_STACK = 64

function Inventory.new(capacity)
  local self = setmetatable({}, Inventory)
  self.capacity = capacity or 36
  self.slots = {}
  return self
end

function Inventory:count(itemId)
  local total = 0
  for _, slot in pairs(self.slots) do
    if slot.id == itemId then
      total = total + slot.qty
    end
  end
  return total
end

function Inventory:freeSlot()
  for i = 1, self.capacity do
    if self.slots[i] == nil then
      return i
    end
  end
  return nil
end

function Inventory:add(itemId, qty)
  local remaining = qty
  for i = 1, self.capacity do
    local slot = self.slots[i]
    if slot and slot.id == itemId and slot.qty < MAX_STACK then
      local space = MAX_STACK - slot.qty
      local moved = math.min(space, remaining)
      slot.qty = slot.qty + moved
      remaining = remaining - moved
      if remaining == 0 then
        return true
      end
    end
  end
  while remaining > 0 do
    local index = self:freeSlot()
    if not index then
      return false, remaining
    end
    local moved = math.min(MAX_STACK, remaining)
    self.slots[index] = { id = itemId, qty = moved }
    remaining = remaining - moved
  end
  return true
end

function Inventory:remove(itemId, qty)
  if self:count(itemId) < qty then
    return false
  end
  local remaining = qty
  for i = self.capacity, 1, -1 do
    local slot = self.slots[i]
    if slot and slot.id == itemId then
      local taken = math.min(slot.qty, remaining)
      slot.qty = slot.qty - taken
      remaining = remaining - taken
      if slot.qty == 0 then
        self.slots[i] = nil
      end
      if remaining == 0 then
        break
      end
    end
  end
  return true
end

function Inventory:serialize()
  local out = {}
  for i = 1, self.capacity do
    local slot = self.slots[i]
    if slot then
      out[#out + 1] = string.format("%d:%s:%d", i, slot.id, slot.qty)
    end
  end
  return table.concat(out, ",")
end

return Inventory
