-- donor_tiers.lua
-- Recognition tiers for the Friends of the Playhouse membership scheme.

local tiers = {}

local SECONDS_PER_YEAR = 365 * 24 * 60 * 60

tiers.LEVELS = {
  { id = "supporter", name = "Supporter", min_annual = 60, benefits = { "newsletter" } },
  { id = "friend", name = "Friend", min_annual = 120, benefits = { "newsletter", "priority_booking" } },
  { id = "companion", name = "Companion", min_annual = 500, benefits = { "newsletter", "priority_booking", "bar_voucher" } },
  { id = "benefactor", name = "Benefactor", min_annual = 1500, benefits = { "newsletter", "priority_booking", "bar_voucher", "dress_rehearsal" } },
}

local function annual_total(donor, as_of)
  local cutoff = as_of - SECONDS_PER_YEAR
  local total = 0
  for _, gift in ipairs(donor.gifts or {}) do
    if gift.received_at >= cutoff and not gift.refunded then
      total = total + gift.amount
    end
  end
  return total
end

function tiers.for_donor(donor, as_of)
  local total = annual_total(donor, as_of or os.time())
  local current = nil
  for _, level in ipairs(tiers.LEVELS) do
    if total >= level.min_annual then
      current = level
    end
  end
  return current, total
end

function tiers.next_level(donor, as_of)
  local current, total = tiers.for_donor(donor, as_of)
  for _, level in ipairs(tiers.LEVELS) do
    if total < level.min_annual then
      return level, level.min_annual - total
    end
  end
  return nil, 0
end

function tiers.has_benefit(donor, benefit, as_of)
  local current = tiers.for_donor(donor, as_of)
  if not current then
    return false
  end
  for _, b in ipairs(current.benefits) do
    if b == benefit then
      return true
    end
  end
  return false
end

return tiers
