-- Builds patron notices for the overdue notice batch job.
local M = {}

local fmt = string.format
local templates = require("notices.templates")
local util = require("notices.util")

M.COURTESY_DAYS_BEFORE = 2
M.FIRST_NOTICE_DAYS = 1
M.SECOND_NOTICE_DAYS = 14
M.BILLING_DAYS = 30

local function patron_greeting(patron)
  if patron.preferred_name and patron.preferred_name ~= "" then
    return "Dear " .. patron.preferred_name
  end
  return "Dear " .. patron.first_name
end

local function item_lines(loans)
  local lines = {}
  for _, loan in ipairs(loans) do
    lines[#lines + 1] = fmt("  - %s (%s), due %s", loan.title, loan.barcode, util.format_date(loan.due_date))
  end
  return table.concat(lines, "\n")
end

function M.courtesy_notice(patron, loans)
  return {
    channel = patron.notice_channel or "email",
    subject = "Items due soon",
    body = templates.render("courtesy", {
      greeting = patron_greeting(patron),
      items = item_lines(loans),
      days = M.COURTESY_DAYS_BEFORE,
    }),
  }
end

function M.first_overdue_notice(patron, loans)
  return {
    channel = patron.notice_channel or "email",
    subject = "Overdue items",
    body = templates.render("overdue_first", {
      greeting = patron_greeting(patron),
      items = item_lines(loans),
      days = M.FIRST_NOTICE_DAYS,
    }),
  }
end

function M.second_overdue_notice(patron, loans)
  return {
    channel = patron.notice_channel or "email",
    subject = "Second notice: overdue items",
    body = templates.render("overdue_second", {
      greeting = patron_greeting(patron),
      items = item_lines(loans),
      days = M.SECOND_NOTICE_DAYS,
    }),
  }
end

function M.billing_notice(patron, loans)
  local total = 0
  for _, loan in ipairs(loans) do
    total = total + (loan.replacement_cost or 0)
  end
  return {
    -- bills always go out on paper, whatever the patron's preference
    channel = "mail",
    subject = "Bill for unreturned items",
    body = templates.render("billing", {
      greeting = patron_greeting(patron),
      items = item_lines(loans),
      amount = fmt("%.2f", total),
    }),
  }
end

function M.notice_for(patron, loans, days_overdue)
  if days_overdue < 0 then
    return M.courtesy_notice(patron, loans)
  elseif days_overdue >= M.SECOND_NOTICE_DAYS then
    return M.second_overdue_notice(patron, loans)
  elseif days_overdue >= M.FIRST_NOTICE_DAYS then
    return M.first_overdue_notice(patron, loans)
  end
  return nil
end

return M
