-- ... keep existing code

local function missing_qualification(pairing, group)
  -- ... keep existing code
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
  -- ... keep existing code
  { name = "missing_qualification", fn = missing_qualification },
  { name = "insufficient_layover_rest", fn = insufficient_layover_rest },
}

-- ... keep existing code
