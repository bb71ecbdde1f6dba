-- ... existing code ...

function Damage:charge()
  local total = self:subtotal()
  if total == 0 then
    return 0
  end

  local excess = config.excess_for(self.booking)
  -- ... existing code ...
