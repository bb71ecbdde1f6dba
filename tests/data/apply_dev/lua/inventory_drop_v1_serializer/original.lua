-- inventory.lua: player inventory with stacking and save/load support.
local json = require("dkjson")

local Inventory = {}
Inventory.__index = Inventory

local MAX_STACK = 99

function Inventory.new(capacity)
  local self = setmetatable({}, Inventory)
  self.capacity = capacity or 20
  self.items = {}
  self.slots_used = 0
  return self
end

function Inventory:add(id, qty)
  qty = qty or 1
  local current = self.items[id]
  if current == nil then
    if self.slots_used >= self.capacity then
      return false, "inventory full"
    end
    self.slots_used = self.slots_used + 1
    current = 0
  end
  self.items[id] = math.min(current + qty, MAX_STACK)
  return true
end

function Inventory:remove(id, qty)
  qty = qty or 1
  local current = self.items[id]
  if current == nil or current < qty then
    return false, "not enough items"
  end
  if current == qty then
    self.items[id] = nil
    self.slots_used = self.slots_used - 1
  else
    self.items[id] = current - qty
  end
  return true
end

function Inventory:has(id, qty)
  return (self.items[id] or 0) >= (qty or 1)
end

-- Old save format ("id=qty;id=qty"), kept for 1.x save files.
function Inventory:serialize_v1()
  local parts = {}
  for id, qty in pairs(self.items) do
    parts[#parts + 1] = id .. "=" .. qty
  end
  return table.concat(parts, ";")
end

function Inventory:serialize()
  return json.encode({ version = 2, capacity = self.capacity, items = self.items })
end

function Inventory.deserialize(text)
  local data, _, err = json.decode(text)
  if not data then
    return nil, err
  end
  local inv = Inventory.new(data.capacity)
  for id, qty in pairs(data.items or {}) do
    inv:add(id, qty)
  end
  return inv
end

return Inventory
