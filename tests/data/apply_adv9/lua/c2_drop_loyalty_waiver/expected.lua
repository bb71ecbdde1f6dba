-- Damage charge calculator for the rental desk (runs inside the kiosk app).
local config = require("desk.config")
local log = require("desk.log")

local Damage = {}
Damage.__index = Damage

local BASE_CHARGE = {
  scratch = 80,
  dent = 180,
  crack = 260,
  broken_light = 140,
  tyre = 120,
}

function Damage.new(booking, items)
  local self = setmetatable({}, Damage)
  self.booking = booking
  self.items = items or {}
  return self
end

function Damage:add(kind, panel, note)
  if not BASE_CHARGE[kind] then
    error("unknown damage kind: " .. tostring(kind))
  end
  self.items[#self.items + 1] = { kind = kind, panel = panel, note = note }
end

function Damage:subtotal()
  local total = 0
  for _, item in ipairs(self.items) do
    total = total + BASE_CHARGE[item.kind]
  end
  return total
end

function Damage:charge()
  local total = self:subtotal()
  if total == 0 then
    return 0
  end

  local excess = config.excess_for(self.booking)
  if total > excess then
    log.info("capped damage charge at excess for " .. self.booking.ref)
    total = excess
  end

  return total
end

function Damage:summary()
  local lines = {}
  for i, item in ipairs(self.items) do
    lines[#lines + 1] = string.format("%d. %s on %s", i, item.kind, item.panel)
  end
  lines[#lines + 1] = string.format("Charge: £%d", self:charge())
  return table.concat(lines, "\n")
end

return Damage
