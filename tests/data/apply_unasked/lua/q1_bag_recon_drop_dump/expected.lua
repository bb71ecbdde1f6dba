-- Baggage reconciliation checks run before door close.
-- Compares loaded bag tags against boarded passengers (BRS, EXT, NQY).

local log = require("ops.log")

local M = {}

M.config = {
  max_unmatched = 0,
  allow_rush_tags = true,
  hold_positions = { "FWD", "AFT" },
}

local function index_by(list, key)
  local out = {}
  for _, item in ipairs(list) do
    out[item[key]] = item
  end
  return out
end

function M.unmatched_bags(loaded, passengers)
  local by_pnr = index_by(passengers, "pnr")
  local unmatched = {}
  for _, bag in ipairs(loaded) do
    local pax = by_pnr[bag.pnr]
    if not pax or not pax.boarded then
      if not (bag.rush and M.config.allow_rush_tags) then
        unmatched[#unmatched + 1] = bag.tag
      end
    end
  end
  return unmatched
end

function M.check(manifest)
  local unmatched = M.unmatched_bags(manifest.loaded, manifest.passengers)
  if #unmatched > M.config.max_unmatched then
    log.warn("flight %s: %d unmatched bags: %s", manifest.flight, #unmatched, table.concat(unmatched, ","))
    return false, unmatched
  end
  log.info("flight %s: reconciliation ok", manifest.flight)
  return true, {}
end

return M
