function Inventory:add(sku, name, initial_quantity)
  assert_sku(sku)
  initial_quantity = initial_quantity or 0
  assert_count(initial_quantity)
  if self.items[sku] then
    error("inventory: duplicate sku " .. sku, 2)
  end
  self.items[sku] = { name = name, quantity = initial_quantity, reserved = 0 }
  self.log("add", sku, initial_quantity)
  return self.items[sku]
end
