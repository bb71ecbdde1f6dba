-- ... existing code ...

function M.price_for_seat(performance, seat, concession)
  local multiplier, err = band_multiplier(seat.band)
  if not multiplier then
    return nil, err
  end

  local price = performance.base_price * multiplier
  if performance.is_preview then
    price = price * 0.8
  end

  -- premium seats are excluded from concession pricing
  if concession and seat.band ~= "premium" then
    local discount = CONCESSION_DISCOUNTS[concession]
    if not discount then
      return nil, "unknown concession: " .. tostring(concession)
    end
    price = price * (1 - discount)
  end

  return round_to_pence(math.max(price, performance.min_price or 0))
end

-- ... existing code ...
