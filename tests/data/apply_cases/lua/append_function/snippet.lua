-- ... existing code ...

function M.count(cart)
  local n = 0
  for _, item in ipairs(cart.items) do
    n = n + item.qty
  end
  return n
end

return M
