function Inventory:add(itemId, qty, maxStack)
  maxStack = maxStack or MAX_STACK
  if qty <= 0 then
    return true
  end
  local remaining = qty
  for i = 1, self.capacity do
    local slot = self.slots[i]
    if slot and slot.id == itemId and slot.qty < maxStack then
      local space = maxStack - slot.qty
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
    local moved = math.min(maxStack, remaining)
    self.slots[index] = { id = itemId, qty = moved }
    remaining = remaining - moved
  end
  return true
end
