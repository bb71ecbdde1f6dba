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
  -- ... existing code ...
end

function M.unmatched_bags(loaded, passengers)
  -- ... existing code ...
end

function M.check(manifest)
  local unmatched = M.unmatched_bags(manifest.loaded, manifest.passengers)
  -- ... existing code ...
end

return M
