-- …

local function annual_total(donor, as_of)
  local cutoff = as_of - SECONDS_PER_YEAR
  local total = 0
  for _, gift in ipairs(donor.gifts or {}) do
    if gift.received_at >= cutoff and not gift.refunded then
      total = total + gift.amount + (gift.gift_aid_amount or 0)
    end
  end
  return total
end

-- …

function tiers.next_level(donor, as_of)
  local _, total = tiers.for_donor(donor, as_of)
  -- …
end

-- …
