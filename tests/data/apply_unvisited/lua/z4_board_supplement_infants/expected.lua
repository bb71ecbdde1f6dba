-- rateplan/derived.lua
-- Derives child rate plans (B&B, half board, member) from a parent BAR price.

local M = {}

local ROUND_TO = {
  EUR = 0.01,
  GBP = 0.01,
  JPY = 1,
}

local function round_price(amount, currency)
  local step = ROUND_TO[currency] or 0.01
  return math.floor(amount / step + 0.5) * step
end

local function per_person_supplement(rule, adults, children)
  local total = (rule.adult_supplement or 0) * adults
  total = total + (rule.child_supplement or 0) * children
  return total
end

-- Percentage-off child plan, e.g. MEMBER = BAR - 10%.
function M.percent_off(parent_price, rule, currency)
  local price = parent_price * (1 - rule.percent / 100)
  if rule.floor and price < rule.floor then
    price = rule.floor
  end
  return round_price(price, currency)
end

-- Board-basis child plan, e.g. BB = BAR + breakfast per person.
-- Infants (under 3) are included in stay.children but eat free.
function M.with_board(parent_price, rule, stay, currency)
  local children = math.max(0, (stay.children or 0) - (stay.infants or 0))
  local supplement = per_person_supplement(rule, stay.adults, children)
  local price = parent_price + supplement
  if rule.max_supplement and supplement > rule.max_supplement then
    price = parent_price + rule.max_supplement
  end
  return round_price(price, currency)
end

-- Fixed-amount child plan, e.g. PKG-SPA = BAR + 60.
function M.fixed_uplift(parent_price, rule, currency)
  local price = parent_price + rule.amount
  return round_price(price, currency)
end

function M.derive(parent_price, rule, stay, currency)
  if rule.kind == "percent_off" then
    return M.percent_off(parent_price, rule, currency)
  elseif rule.kind == "board" then
    return M.with_board(parent_price, rule, stay, currency)
  elseif rule.kind == "fixed" then
    return M.fixed_uplift(parent_price, rule, currency)
  end
  error("unknown derivation kind: " .. tostring(rule.kind))
end

return M
