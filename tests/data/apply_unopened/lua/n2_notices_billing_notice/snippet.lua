-- ... existing code ...
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

-- ... existing code ...
