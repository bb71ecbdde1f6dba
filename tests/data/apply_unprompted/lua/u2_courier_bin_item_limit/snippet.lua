-- ...

local ROUTES = {
  north = { "CEN", "NGT", "RVL", "MCPL" },
  south = { "CEN", "WFD", "HSU", "EBPL" },
  east = { "CEN", "EST", "RVW" },
}

local MAX_ITEMS_PER_BIN = 30

-- ...

function Courier:load_bin(bin)
  if not self:stops_at(bin.destination) then
    error(string.format("route %s does not stop at %s", self.route, bin.destination))
  end
  if #bin.items > MAX_ITEMS_PER_BIN then
    error(string.format("bin %s holds %d items, the limit is %d", bin.id, #bin.items, MAX_ITEMS_PER_BIN))
  end
  table.insert(self.bins, bin)
  log.info("bin %s loaded for %s", bin.id, bin.destination)
end

-- ... rest of the code ...
