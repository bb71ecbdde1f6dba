-- ... existing code ...

function Inventory:remove_item(name, qty)
  qty = qty or 1
  local entry = self.items[name]
  if not entry or entry.qty < qty then
    return false, "not enough " .. name
  end
  entry.qty = entry.qty - qty
  if entry.qty == 0 then
    self.items[name] = nil
    self.slots_used = self.slots_used - 1
  end
  return true
end

return Inventory
