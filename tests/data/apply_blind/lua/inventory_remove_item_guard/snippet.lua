-- ...

function Inventory:remove_item(item_id, amount)
  amount = amount or 1
  local entry = self.items[item_id]
  if entry == nil then
    return false, "no such item"
  end
  if entry.amount < amount then
    return false, "not enough items"
  end
  entry.amount = entry.amount - amount
  if entry.amount == 0 then
    self.items[item_id] = nil
    self.count = self.count - 1
  end
  return true
end

-- ... (rest unchanged) ...
