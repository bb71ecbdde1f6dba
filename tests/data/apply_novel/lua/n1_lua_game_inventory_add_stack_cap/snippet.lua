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
