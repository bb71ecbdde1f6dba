-- overdue.lua: overdue fines and notice levels for interlibrary loan items.
local M = {}

local SECONDS_PER_DAY = 24 * 60 * 60

-- Fines in cents, per material type.
M.rates = {
  book = { daily = 25, max = 1000 },
  audiobook = { daily = 25, max = 1000 },
  dvd = { daily = 100, max = 1500 },
  microfilm = { daily = 50, max = 2000 },
}

local function days_between(from_ts, to_ts)
  if to_ts <= from_ts then
    return 0
  end
  return math.floor((to_ts - from_ts) / SECONDS_PER_DAY)
end

function M.days_overdue(loan, now)
  return days_between(loan.due_at, now)
end

function M.fine_for(loan, now)
  local rate = M.rates[loan.material] or M.rates.book
  local days = M.days_overdue(loan, now)
  return math.min(days * rate.daily, rate.max)
end

function M.lender_fee_for(loan, now)
  local days = M.days_overdue(loan, now)
  if days <= loan.lender_grace_days then
    return 0
  end
  return (days - loan.lender_grace_days) * loan.lender_daily_fee
end

function M.total_owed(loan, now)
  local fine = M.fine_for(loan, now)
  local lender_fee = M.lender_fee_for(loan, now)
  return fine + lender_fee
end

function M.notice_level(loan, now)
  local days = M.days_overdue(loan, now)
  if days >= 28 then
    return "recall"
  elseif days >= 14 then
    return "second"
  elseif days >= 1 then
    return "first"
  end
  return nil
end

return M
