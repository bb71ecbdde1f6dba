-- stock_report.lua
-- Builds the morning stock report that is emailed to the blood bank supervisor.

local dates = require("bloodbank.dates")

local M = {}

local GROUPS = { "O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+" }

M.MIN_DAYS_OF_STOCK = 3

--- Count red cell units per blood group.
function M.count_by_group(units, today)
  local counts = {}
  for _, group in ipairs(GROUPS) do
    counts[group] = 0
  end
  for _, unit in ipairs(units) do
    if unit.component == "RED_CELLS" then
      counts[unit.blood_group] = counts[unit.blood_group] + 1
    end
  end
  return counts
end

--- Days of stock left for each group, given the average daily usage.
function M.days_of_stock(counts, daily_usage)
  local days = {}
  for _, group in ipairs(GROUPS) do
    local usage = daily_usage[group] or 0
    if usage > 0 then
      days[group] = math.floor(counts[group] / usage * 10 + 0.5) / 10
    else
      days[group] = math.huge
    end
  end
  return days
end

--- Units that expire within `within_days` days of `today`.
function M.short_dated(units, today, within_days)
  local result = {}
  for _, unit in ipairs(units) do
    local left = dates.days_between(today, unit.expiry_date)
    if left >= 0 and left <= within_days then
      result[#result + 1] = unit
    end
  end
  table.sort(result, function(a, b) return a.expiry_date < b.expiry_date end)
  return result
end

--- Plain text report body.
function M.format_report(counts, days, short)
  local lines = { "Blood bank stock report", "" }
  for _, group in ipairs(GROUPS) do
    local flag = days[group] < M.MIN_DAYS_OF_STOCK and "  LOW" or ""
    lines[#lines + 1] = string.format("%-4s %4d units  %5.1f days%s", group, counts[group], days[group], flag)
  end
  lines[#lines + 1] = ""
  lines[#lines + 1] = string.format("%d units expire soon", #short)
  return table.concat(lines, "\n")
end

return M
