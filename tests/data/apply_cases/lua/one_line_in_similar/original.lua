local M = {}

local function round(value, places)
  local factor = 10 ^ (places or 0)
  return math.floor(value * factor + 0.5) / factor
end

function M.new()
  return { items = {} }
end

function M.add(cart, item)
  table.insert(cart.items, item)
end

function M.remove(cart, name)
  for i = #cart.items, 1, -1 do
    if cart.items[i].name == name then
      table.remove(cart.items, i)
    end
  end
end

function M.total(cart)
  local sum = 0
  for _, item in ipairs(cart.items) do
    sum = sum + item.price * item.qty
  end
  return round(sum, 2)
end

function M.format_price(value)
  return string.format("$%.2f", value)
end

function M.format_qty(value)
  return tostring(value) .. " pcs"
end

return M
