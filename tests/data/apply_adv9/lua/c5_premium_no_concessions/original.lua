-- seat_pricing.lua
-- Works out ticket prices for a performance from its seat map bands and the
-- pricing rules configured in the box office admin.

local cjson = require("cjson.safe")

local M = {}

local BAND_MULTIPLIERS = {
  premium = 1.5,
  stalls = 1.0,
  circle = 0.85,
  upper_circle = 0.6,
  restricted_view = 0.5,
}

local CONCESSION_DISCOUNTS = {
  student = 0.2,
  senior = 0.15,
  under_16 = 0.5,
}

local function round_to_pence(amount)
  return math.floor(amount * 100 + 0.5) / 100
end

local function band_multiplier(band)
  local multiplier = BAND_MULTIPLIERS[band]
  if not multiplier then
    return nil, "unknown seat band: " .. tostring(band)
  end
  return multiplier
end

function M.price_for_seat(performance, seat, concession)
  local multiplier, err = band_multiplier(seat.band)
  if not multiplier then
    return nil, err
  end

  local price = performance.base_price * multiplier
  if performance.is_preview then
    price = price * 0.8
  end

  if concession then
    local discount = CONCESSION_DISCOUNTS[concession]
    if not discount then
      return nil, "unknown concession: " .. tostring(concession)
    end
    price = price * (1 - discount)
  end

  return round_to_pence(price)
end

function M.price_for_basket(performance, seats, concessions)
  local total = 0
  for i, seat in ipairs(seats) do
    local price, err = M.price_for_seat(performance, seat, concessions and concessions[i])
    if not price then
      return nil, err
    end
    total = total + price
  end
  return round_to_pence(total)
end

function M.price_table(performance)
  local rows = {}
  for band, _ in pairs(BAND_MULTIPLIERS) do
    local full = M.price_for_seat(performance, { band = band })
    rows[#rows + 1] = { band = band, full = full }
  end
  table.sort(rows, function(a, b) return a.full > b.full end)
  return cjson.encode(rows)
end

return M
