-- inventory.lua: stock bookkeeping for the shop module

local Inventory = {}
Inventory.__index = Inventory

local function assert_sku(sku)
  if type(sku) ~= "string" or sku == "" then
    error("inventory: sku must be a non-empty string", 3)
  end
end

local function assert_count(n)
  if type(n) ~= "number" or n < 0 or n % 1 ~= 0 then
    error("inventory: count must be a non-negative integer", 3)
  end
end

function Inventory.new(log)
  local self = setmetatable({}, Inventory)
  self.items = {}
  self.log = log or function() end
  return self
end

function Inventory:add(sku, name)
  assert_sku(sku)
  if self.items[sku] then
    error("inventory: duplicate sku " .. sku, 2)
  end
  self.items[sku] = { name = name, quantity = 0, reserved = 0 }
  self.log("add", sku)
  return self.items[sku]
end

function Inventory:restock(sku, count)
  assert_sku(sku)
  assert_count(count)
  local item = self.items[sku]
  if not item then
    error("inventory: unknown sku " .. sku, 2)
  end
  item.quantity = item.quantity + count
  self.log("restock", sku, count)
  return item.quantity
end

function Inventory:reserve(sku, count)
  assert_sku(sku)
  assert_count(count)
  local item = self.items[sku]
  if not item then
    error("inventory: unknown sku " .. sku, 2)
  end
  if item.quantity - item.reserved < count then
    return false
  end
  item.reserved = item.reserved + count
  self.log("reserve", sku, count)
  return true
end

function Inventory:release(sku, count)
  assert_sku(sku)
  assert_count(count)
  local item = self.items[sku]
  if not item then
    error("inventory: unknown sku " .. sku, 2)
  end
  item.reserved = math.max(0, item.reserved - count)
  self.log("release", sku, count)
  return item.reserved
end

function Inventory:available(sku)
  local item = self.items[sku]
  if not item then
    return 0
  end
  return item.quantity - item.reserved
end

return Inventory
