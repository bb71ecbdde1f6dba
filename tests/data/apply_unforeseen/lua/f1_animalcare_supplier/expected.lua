-- Reorder planning for clinic pharmacy stock.
-- Used by the nightly stock job (bin/plan_reorders.lua).

local M = {}

local SUPPLIERS = {
  covetrus = { lead_days = 2, min_order = 50 },
  nvs = { lead_days = 3, min_order = 0 },
  henry_schein = { lead_days = 5, min_order = 100 },
  animalcare = { lead_days = 4, min_order = 25 },
}

local REVIEW_DAYS = 7

local function daily_usage(history, days)
  local total = 0
  for i = 1, days do
    total = total + (history[i] or 0)
  end
  return total / days
end

local function safety_stock(item)
  if item.controlled then
    return 0
  end
  if item.category == "vaccine" then
    return math.ceil(item.pack_size * 0.75)
  end
  return item.pack_size
end

function M.reorder_quantity(item, history)
  local supplier = SUPPLIERS[item.supplier]
  if not supplier then
    error("unknown supplier: " .. tostring(item.supplier))
  end
  local usage = daily_usage(history, 28)
  local needed = usage * (supplier.lead_days + REVIEW_DAYS) + safety_stock(item) - item.on_hand
  if needed <= 0 then
    return 0
  end
  local packs = math.ceil(needed / item.pack_size)
  local qty = packs * item.pack_size
  if qty < supplier.min_order then
    qty = supplier.min_order
  end
  return qty
end

function M.plan(items, usage_by_sku)
  local lines = {}
  for _, item in ipairs(items) do
    local qty = M.reorder_quantity(item, usage_by_sku[item.sku] or {})
    if qty > 0 then
      lines[#lines + 1] = {
        sku = item.sku,
        supplier = item.supplier,
        quantity = qty,
      }
    end
  end
  table.sort(lines, function(a, b)
    if a.supplier == b.supplier then
      return a.sku < b.sku
    end
    return a.supplier < b.supplier
  end)
  return lines
end

return M
