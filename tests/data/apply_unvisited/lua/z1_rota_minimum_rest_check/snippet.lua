-- ... existing code ...

function M.find_conflicts(rota, nurse)
  local conflicts = {}
  local shifts = M.shifts_for(rota, nurse)
  for i = 2, #shifts do
    local prev, cur = shifts[i - 1], shifts[i]
    local day = DAY_NAMES[cur.start // MINUTES_PER_DAY % 7 + 1]
    if cur.start < prev.finish then
      conflicts[#conflicts + 1] = ("overlap on %s"):format(day)
    elseif cur.start - prev.finish < MIN_REST_MINUTES then
      conflicts[#conflicts + 1] = ("less than %dh rest before %s shift"):format(MIN_REST_MINUTES // 60, day)
    end
  end
  return conflicts
end

-- ... existing code ...
