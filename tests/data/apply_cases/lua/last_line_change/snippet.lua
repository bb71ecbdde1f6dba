-- ... existing code ...

function M.total(cart)
  local sum = 0
  for _, item in ipairs(cart.items) do
    sum = sum + item.price * item.qty
  end
  return round(sum, 2) + (cart.shipping or 0)
end

-- ... existing code ...
