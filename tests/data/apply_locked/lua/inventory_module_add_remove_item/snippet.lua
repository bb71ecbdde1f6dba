-- ... existing code ...

function M:remove_item(item_id, amount)
  amount = amount or 1
  local slot = self.slots[item_id]
  if not slot or slot.count < amount then
    return false, "not enough " .. tostring(item_id)
  end
  slot.count = slot.count - amount
  if slot.count == 0 then
    self.slots[item_id] = nil
  end
  return true
end

return M
