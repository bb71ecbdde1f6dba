-- deferral.lua
-- Pre-donation checks run at the donor session before the donor is bled.
-- Each check returns nil when the donor passes, or a deferral table.

local dates = require("bloodbank.dates")

local M = {}

M.MIN_AGE = 17
M.MAX_AGE = 70
M.MIN_WEIGHT_KG = 50
M.MIN_HB = { male = 13.5, female = 12.5 }

local function defer(code, reason, days)
  return { code = code, reason = reason, days = days }
end

function M.check_age(donor, today)
  local age = dates.years_between(donor.date_of_birth, today)
  if age < M.MIN_AGE or age > M.MAX_AGE then
    return defer("AGE", "age " .. age .. " outside permitted range", nil)
  end
  return nil
end

function M.check_weight(donor, today)
  if donor.weight_kg == nil or donor.weight_kg < M.MIN_WEIGHT_KG then
    return defer("WEIGHT", "weight below " .. M.MIN_WEIGHT_KG .. " kg", nil)
  end
  return nil
end

function M.check_hemoglobin(donor, today)
  local limit = M.MIN_HB[donor.sex] or M.MIN_HB.male
  if donor.hb_gdl == nil or donor.hb_gdl < limit then
    return defer("HB", string.format("haemoglobin %.1f below %.1f", donor.hb_gdl or 0, limit), 90)
  end
  return nil
end

M.CHECKS = {
  M.check_age,
  M.check_weight,
  M.check_hemoglobin,
}

--- Run every check; returns the first deferral found, or nil when the donor may donate.
function M.evaluate(donor, today)
  for _, check in ipairs(M.CHECKS) do
    local deferral = check(donor, today)
    if deferral then
      return deferral
    end
  end
  return nil
end

return M
