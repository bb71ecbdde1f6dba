-- putaway.lua
-- Chooses a destination bin for received cartons. Runs inside the
-- RF gateway, so it must stay free of blocking I/O.

local bins = require("wms.bins")
local log = require("wms.log")

local M = {}

local SIZE_ORDER = { S = 1, M = 2, L = 3, XL = 4 }

local function fits(bin, size_class)
  return SIZE_ORDER[bin.size_class] >= SIZE_ORDER[size_class]
end

local function free_units(bin)
  return bin.capacity - bin.on_hand - bin.inbound
end

-- Returns the best bin in `zone` for a carton of `size_class`, or nil.
-- "Best" is the smallest bin that fits, then the one closest to the aisle head.
-- opts.min_free: units the bin must still have room for (default 1)
-- opts.exclude:  set of bin codes to skip, e.g. bins locked for a cycle count
function M.find_bin(zone, size_class, opts)
  opts = opts or {}
  local min_free = opts.min_free or 1
  local exclude = opts.exclude or {}
  local best
  for _, bin in ipairs(bins.in_zone(zone)) do
    if bin.active and not exclude[bin.code] and fits(bin, size_class) and free_units(bin) >= min_free then
      if not best
        or SIZE_ORDER[bin.size_class] < SIZE_ORDER[best.size_class]
        or (bin.size_class == best.size_class and bin.walk_seq < best.walk_seq)
      then
        best = bin
      end
    end
  end
  return best
end

-- Falls back through the overflow zones when the home zone is full.
function M.find_bin_with_overflow(zone, size_class, overflow_zones, opts)
  local bin = M.find_bin(zone, size_class, opts)
  if bin then
    return bin
  end
  for _, z in ipairs(overflow_zones or {}) do
    bin = M.find_bin(z, size_class, opts)
    if bin then
      log.info("putaway overflow", { from = zone, to = z, bin = bin.code })
      return bin
    end
  end
  return nil
end

function M.putaway(carton)
  local bin = M.find_bin_with_overflow(carton.home_zone, carton.size_class, carton.overflow_zones, {
    min_free = carton.units,
    exclude = bins.locked_for_count(),
  })
  if not bin then
    log.warn("no bin for carton", { lpn = carton.lpn, sku = carton.sku })
    return nil, "no_bin"
  end
  bin.inbound = bin.inbound + carton.units
  return bin.code
end

return M
