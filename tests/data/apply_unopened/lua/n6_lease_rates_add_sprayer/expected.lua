-- leasing/rates.lua
-- Daily rate calculation for equipment leased to member farms.
-- All amounts are returned in whole cents.

local util = require("leasing.util")

local M = {}

local PEAK_MONTHS = { [4] = true, [5] = true, [9] = true, [10] = true }
local PEAK_MULTIPLIER = 1.25

local function is_peak(date)
  return PEAK_MONTHS[date.month] == true
end

local function days_between(start_date, end_date)
  return util.day_number(end_date) - util.day_number(start_date) + 1
end

function M.tractor_rate(lease)
  local base = lease.horsepower >= 150 and 42000 or 31000
  if is_peak(lease.start_date) then
    base = base * PEAK_MULTIPLIER
  end
  return util.round(base * days_between(lease.start_date, lease.end_date))
end

function M.baler_rate(lease)
  local base = lease.round_baler and 26000 or 22000
  if is_peak(lease.start_date) then
    base = base * PEAK_MULTIPLIER
  end
  return util.round(base * days_between(lease.start_date, lease.end_date))
end

function M.sprayer_rate(lease)
  -- boom width drives both wear and chemical-line cleaning time
  local base = 18000 + (lease.boom_width_m or 24) * 400
  if is_peak(lease.start_date) then
    base = base * 1.4
  end
  return util.round(base * days_between(lease.start_date, lease.end_date))
end

function M.deposit(lease, total_cents)
  if lease.member_years and lease.member_years >= 5 then
    return util.round(total_cents * 0.1)
  end
  return util.round(total_cents * 0.2)
end

local RATE_BY_KIND = {
  tractor = M.tractor_rate,
  baler = M.baler_rate,
  sprayer = M.sprayer_rate,
}

function M.quote(lease)
  local rate_fn = RATE_BY_KIND[lease.kind]
  if not rate_fn then
    return nil, "no rate for equipment kind '" .. tostring(lease.kind) .. "'"
  end
  local total = rate_fn(lease)
  return {
    equipment_id = lease.equipment_id,
    days = days_between(lease.start_date, lease.end_date),
    total_cents = total,
    deposit_cents = M.deposit(lease, total),
  }
end

return M
