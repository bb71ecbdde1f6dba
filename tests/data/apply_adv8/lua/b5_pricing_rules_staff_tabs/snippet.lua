-- ... keep existing code
local LARGE_PARTY_COVERS = 6
local STAFF_DISCOUNT = 0.5

-- ... keep existing code

function M.subtotal(tab)
  -- ... keep existing code
  if tab.is_staff then
    total = total * (1 - STAFF_DISCOUNT)
  end
  return money.round(total)
end

function M.service_charge(tab)
  if tab.is_staff or tab.covers < LARGE_PARTY_COVERS then
    return 0
  end
  -- ... keep existing code
end

-- ... keep existing code
