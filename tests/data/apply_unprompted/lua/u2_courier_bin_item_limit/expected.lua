-- courier.lua: courier bin routing between branches and partner libraries.
local json = require("dkjson")
local log = require("ill.log")

local Courier = {}
Courier.__index = Courier

local ROUTES = {
  north = { "CEN", "NGT", "RVL", "MCPL" },
  south = { "CEN", "WFD", "HSU", "EBPL" },
  east = { "CEN", "EST", "RVW" },
}

local MAX_ITEMS_PER_BIN = 30

function Courier.new(route_name)
  local stops = ROUTES[route_name]
  if not stops then
    error("unknown courier route: " .. tostring(route_name))
  end
  local self = setmetatable({}, Courier)
  self.route = route_name
  self.stops = stops
  self.bins = {}
  return self
end

function Courier:stops_at(code)
  for _, stop in ipairs(self.stops) do
    if stop == code then
      return true
    end
  end
  return false
end

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

function Courier:unload_at(code)
  local unloaded, remaining = {}, {}
  for _, bin in ipairs(self.bins) do
    if bin.destination == code then
      table.insert(unloaded, bin)
    else
      table.insert(remaining, bin)
    end
  end
  self.bins = remaining
  log.info("%d bins unloaded at %s", #unloaded, code)
  return unloaded
end

function Courier:manifest()
  local lines = {}
  for _, bin in ipairs(self.bins) do
    table.insert(lines, { id = bin.id, to = bin.destination, items = #bin.items })
  end
  return json.encode({ route = self.route, bins = lines })
end

return Courier
