-- alarm_codes.lua
-- Maps vendor alarm codes from the V164 controller to our internal categories.

local M = {}

M.categories = {
  GRID = "grid",
  PITCH = "pitch",
  YAW = "yaw",
  DRIVETRAIN = "drivetrain",
  ENVIRONMENT = "environment",
}

local codes = {
  [101] = { category = "grid", text = "Grid voltage out of range", stops = true },
  [102] = { category = "grid", text = "Grid frequency out of range", stops = true },
  [215] = { category = "pitch", text = "Pitch accumulator pressure low", stops = true },
  [216] = { category = "pitch", text = "Pitch motor overtemperature", stops = false },
  [340] = { category = "yaw", text = "Yaw misalignment above limit", stops = false },
  [512] = { category = "drivetrain", text = "Gearbox oil temperature high", stops = false },
  [513] = { category = "drivetrain", text = "Gearbox oil temperature trip", stops = true },
  [801] = { category = "environment", text = "Ice detected on blades", stops = true },
}

function M.lookup(code)
  local entry = codes[code]
  if entry == nil then
    return { category = "unknown", text = "Unmapped alarm " .. tostring(code), stops = false }
  end
  return entry
end

function M.is_stopping(code)
  return M.lookup(code).stops
end

function M.codes_in(category)
  local found = {}
  for code, entry in pairs(codes) do
    if entry.category == category then
      found[#found + 1] = code
    end
  end
  table.sort(found)
  return found
end

return M
