-- pairing_filters.lua
-- Pre-solver filters: drop candidate pairings that can never be legal for a
-- given crew group, so the optimiser does not waste iterations on them.

local rules = require("crew.rules")
local util = require("crew.util")

local M = {}

local MAX_LAYOVERS = 4

local function too_many_sectors(pairing, group)
  local limit = rules.max_sectors(group.rank)
  for _, duty in ipairs(pairing.duties) do
    if #duty.legs > limit then
      return true
    end
  end
  return false
end

local function too_many_layovers(pairing)
  return #pairing.duties - 1 > MAX_LAYOVERS
end

local function base_mismatch(pairing, group)
  return pairing.start_station ~= group.base or pairing.end_station ~= group.base
end

local function missing_qualification(pairing, group)
  for _, q in ipairs(pairing.required_quals) do
    if not util.contains(group.quals, q) then
      return true
    end
  end
  return false
end

local function insufficient_layover_rest(pairing, group)
  local min_rest = rules.min_rest_hours(group.rest_profile)
  for _, layover in ipairs(pairing.layovers) do
    if layover.rest_hours < min_rest then
      return true
    end
  end
  return false
end

M.filters = {
  { name = "too_many_sectors", fn = too_many_sectors },
  { name = "too_many_layovers", fn = too_many_layovers },
  { name = "base_mismatch", fn = base_mismatch },
  { name = "missing_qualification", fn = missing_qualification },
  { name = "insufficient_layover_rest", fn = insufficient_layover_rest },
}

function M.apply(pairings, group, stats)
  local kept = {}
  for _, pairing in ipairs(pairings) do
    local rejected = false
    for _, filter in ipairs(M.filters) do
      if filter.fn(pairing, group) then
        stats[filter.name] = (stats[filter.name] or 0) + 1
        rejected = true
        break
      end
    end
    if not rejected then
      kept[#kept + 1] = pairing
    end
  end
  return kept
end

return M
