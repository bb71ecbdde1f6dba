-- wave_builder.lua
-- Groups released orders into pick waves and splits each wave into totes.

local clock = require("wms.clock")
local carriers = require("wms.carriers")

local WaveBuilder = {}
WaveBuilder.__index = WaveBuilder

function WaveBuilder.new(cfg)
  local self = setmetatable({}, WaveBuilder)
  self.max_orders = cfg.max_orders or 40
  self.max_lines_per_tote = cfg.max_lines_per_tote or 12
  self.max_tote_weight_kg = cfg.max_tote_weight_kg or 18
  self.next_wave_id = cfg.first_wave_id or 1
  return self
end

local function by_priority(a, b)
  if a.priority ~= b.priority then
    return a.priority < b.priority
  end
  return a.released_at < b.released_at
end

function WaveBuilder:build(orders)
  local now = clock.now()
  local eligible = {}
  for _, order in ipairs(orders) do
    if order.status == "released" and not order.on_hold and #order.lines > 0 then
      if carriers.cutoff_for(order.carrier) > now then
        eligible[#eligible + 1] = order
      end
    end
  end
  table.sort(eligible, by_priority)

  local wave = { id = self.next_wave_id, orders = {}, totes = {} }
  self.next_wave_id = self.next_wave_id + 1

  local tote = { lines = {}, weight_kg = 0 }
  for i = 1, math.min(#eligible, self.max_orders) do
    local order = eligible[i]
    wave.orders[#wave.orders + 1] = order.id
    for _, line in ipairs(order.lines) do
      local line_weight = line.qty * line.unit_weight_kg
      if #tote.lines >= self.max_lines_per_tote
        or tote.weight_kg + line_weight > self.max_tote_weight_kg
      then
        wave.totes[#wave.totes + 1] = tote
        tote = { lines = {}, weight_kg = 0 }
      end
      tote.lines[#tote.lines + 1] = { order_id = order.id, sku = line.sku, qty = line.qty, bin = line.bin }
      tote.weight_kg = tote.weight_kg + line_weight
    end
  end
  if #tote.lines > 0 then
    wave.totes[#wave.totes + 1] = tote
  end

  -- Pickers walk each tote in bin order, so sort its lines by location.
  for _, t in ipairs(wave.totes) do
    table.sort(t.lines, function(a, b) return a.bin < b.bin end)
  end
  wave.created_at = now

  return wave
end

return WaveBuilder
