-- compat.lua
-- ABO/RhD compatibility rules used by the issue desk and the electronic crossmatch.

local M = {}

local RED_CELL_DONORS = {
  ["O-"]  = { "O-" },
  ["O+"]  = { "O+", "O-" },
  ["A-"]  = { "A-", "O-" },
  ["A+"]  = { "A+", "A-", "O+", "O-" },
  ["B-"]  = { "B-", "O-" },
  ["B+"]  = { "B+", "B-", "O+", "O-" },
  ["AB-"] = { "AB-", "A-", "B-", "O-" },
  ["AB+"] = { "AB+", "AB-", "A+", "A-", "B+", "B-", "O+", "O-" },
}

local function split_group(group)
  local abo, rh = group:match("^(%u+)([%+%-])$")
  if not abo then
    error("invalid blood group: " .. tostring(group))
  end
  return abo, rh
end

local function contains(list, value)
  for _, v in ipairs(list) do
    if v == value then
      return true
    end
  end
  return false
end

--- Can a recipient of group `recipient` receive red cells from `donor`?
function M.red_cells_compatible(recipient, donor)
  local allowed = RED_CELL_DONORS[recipient]
  if not allowed then
    error("unknown recipient group: " .. tostring(recipient))
  end
  return contains(allowed, donor)
end

--- Can a recipient receive plasma from `donor`? RhD does not matter for plasma.
function M.plasma_compatible(recipient, donor)
  local r_abo = split_group(recipient)
  local d_abo = split_group(donor)
  if r_abo == "O" then
    return true
  end
  return r_abo == d_abo
end

--- Platelets: ABO-identical preferred, RhD-negative recipients need RhD-negative units.
function M.platelets_compatible(recipient, donor, allow_abo_mismatch)
  local r_abo, r_rh = split_group(recipient)
  local d_abo, d_rh = split_group(donor)
  if r_rh == "-" and d_rh == "+" then
    return false
  end
  return allow_abo_mismatch or r_abo == d_abo
end

return M
