-- pos/pricing/rules.lua
-- Per-line price adjustments and tab-level charges for the Tableside POS.

local money = require("pos.money")

local M = {}

local HAPPY_HOUR = { start_min = 17 * 60, end_min = 19 * 60 }
local SERVICE_RATE = 0.125
local LARGE_PARTY_COVERS = 6
local STAFF_DISCOUNT = 0.5

local function minutes_of_day(ts)
  local t = os.date("*t", ts)
  return t.hour * 60 + t.min
end

local function in_happy_hour(ts)
  local m = minutes_of_day(ts)
  return m >= HAPPY_HOUR.start_min and m < HAPPY_HOUR.end_min
end

M.line_rules = {
  {
    name = "happy_hour_cocktails",
    applies = function(line) return line.category == "cocktail" and in_happy_hour(line.fired_at) end,
    adjust = function(line) return money.round(line.unit_price * 0.5) end,
  },
  {
    name = "happy_hour_beer",
    applies = function(line) return line.category == "beer" and in_happy_hour(line.fired_at) end,
    adjust = function(line) return money.round(line.unit_price - 1.00) end,
  },
}

function M.price_line(line)
  local price = line.unit_price
  for _, rule in ipairs(M.line_rules) do
    if rule.applies(line) then
      price = rule.adjust(line)
      line.applied_rule = rule.name
      break
    end
  end
  return money.round(price * line.quantity)
end

function M.subtotal(tab)
  local total = 0
  for _, line in ipairs(tab.lines) do
    if not line.voided then
      total = total + M.price_line(line)
    end
  end
  if tab.is_staff then
    total = total * (1 - STAFF_DISCOUNT)
  end
  return money.round(total)
end

function M.service_charge(tab)
  if tab.is_staff or tab.covers < LARGE_PARTY_COVERS then
    return 0
  end
  return money.round(M.subtotal(tab) * SERVICE_RATE)
end

function M.total(tab)
  return money.round(M.subtotal(tab) + M.service_charge(tab))
end

return M
