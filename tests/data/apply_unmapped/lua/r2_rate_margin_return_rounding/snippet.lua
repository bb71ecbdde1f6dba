function M.margin_pct(customer_cents, carrier_cents)
  if customer_cents == 0 then
    return 0
  end
  local margin = M.margin_cents(customer_cents, carrier_cents)
  return round2(margin / customer_cents * 100)
end

-- ... rest of rates.lua unchanged ...
