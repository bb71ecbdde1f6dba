-- ... keep existing code

--- Count red cell units per blood group, ignoring expired and quarantined units.
function M.count_by_group(units, today)
  local counts = {}
  -- ... keep existing code
  for _, unit in ipairs(units) do
    local usable = unit.status ~= "QUARANTINED" and dates.days_between(today, unit.expiry_date) >= 0
    if unit.component == "RED_CELLS" and usable then
      counts[unit.blood_group] = counts[unit.blood_group] + 1
    end
  end
  return counts
end

-- ... keep existing code
