-- ... existing code ...

function Inventory:has(id, qty)
  return (self.items[id] or 0) >= (qty or 1)
end

function Inventory:serialize()
  return json.encode({ version = 2, capacity = self.capacity, items = self.items })
end

-- ... existing code ...
