-- rates.lua: lane pricing helpers used by the quoting worker.

local M = {}

local FUEL_BASE_PRICE = 3.75   -- USD per gallon, DOE baseline
local FUEL_STEP = 0.06         -- surcharge cents per mile per step
local FUEL_STEP_SIZE = 0.05    -- each 5 cents over baseline is one step

local function round2(x)
  return math.floor(x * 100 + 0.5) / 100
end

function M.rate_per_mile(total_cents, miles)
  if not miles or miles <= 0 then
    return nil, "miles must be positive"
  end
  local rpm = total_cents / 100 / miles
  return round2(rpm)
end

function M.fuel_surcharge_per_mile(diesel_price)
  if diesel_price <= FUEL_BASE_PRICE then
    return 0
  end
  local steps = math.floor((diesel_price - FUEL_BASE_PRICE) / FUEL_STEP_SIZE)
  return round2(steps * FUEL_STEP)
end

function M.linehaul_cents(miles, rpm)
  local cents = miles * rpm * 100
  return math.floor(cents + 0.5)
end

function M.all_in_cents(miles, rpm, diesel_price, accessorial_cents)
  local linehaul = M.linehaul_cents(miles, rpm)
  local fuel = M.linehaul_cents(miles, M.fuel_surcharge_per_mile(diesel_price))
  return linehaul + fuel + (accessorial_cents or 0)
end

function M.margin_cents(customer_cents, carrier_cents)
  return customer_cents - carrier_cents
end

function M.margin_pct(customer_cents, carrier_cents)
  if customer_cents == 0 then
    return 0
  end
  local margin = M.margin_cents(customer_cents, carrier_cents)
  return round2(margin / customer_cents * 100)
end

function M.max_carrier_cents(customer_cents, target_margin_pct)
  local keep = customer_cents * target_margin_pct / 100
  return math.floor(customer_cents - keep)
end

function M.quote(lane)
  local carrier = M.all_in_cents(lane.miles, lane.market_rpm, lane.diesel, lane.accessorials)
  local customer = math.floor(carrier / (1 - lane.target_margin / 100) + 0.5)
  return {
    carrier_cents = carrier,
    customer_cents = customer,
    margin_pct = M.margin_pct(customer, carrier),
    rpm = M.rate_per_mile(customer, lane.miles),
  }
end

return M
