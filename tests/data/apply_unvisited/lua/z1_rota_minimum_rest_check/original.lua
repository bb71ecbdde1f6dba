-- rota.lua: weekly nurse rota for the outpatient department.
-- Times are minutes since Monday 00:00 so the whole week sorts numerically.

local M = {}

local MINUTES_PER_DAY = 24 * 60
local MIN_REST_MINUTES = 11 * 60

local DAY_NAMES = { "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun" }

function M.new(department)
  return { department = department, shifts = {} }
end

function M.add_shift(rota, nurse, day, start_hhmm, end_hhmm)
  local sh, sm = start_hhmm:match("^(%d%d):(%d%d)$")
  local eh, em = end_hhmm:match("^(%d%d):(%d%d)$")
  if not sh or not eh then
    error(("bad shift time %s-%s for %s"):format(start_hhmm, end_hhmm, nurse))
  end
  local base = (day - 1) * MINUTES_PER_DAY
  local start = base + tonumber(sh) * 60 + tonumber(sm)
  local finish = base + tonumber(eh) * 60 + tonumber(em)
  if finish <= start then
    finish = finish + MINUTES_PER_DAY -- night shift runs into the next day
  end
  table.insert(rota.shifts, { nurse = nurse, start = start, finish = finish })
end

function M.shifts_for(rota, nurse)
  local out = {}
  for _, s in ipairs(rota.shifts) do
    if s.nurse == nurse then
      out[#out + 1] = s
    end
  end
  table.sort(out, function(a, b) return a.start < b.start end)
  return out
end

function M.hours_for(rota, nurse)
  local total = 0
  for _, s in ipairs(M.shifts_for(rota, nurse)) do
    total = total + (s.finish - s.start)
  end
  return total / 60
end

function M.find_conflicts(rota, nurse)
  local conflicts = {}
  local shifts = M.shifts_for(rota, nurse)
  for i = 2, #shifts do
    local prev, cur = shifts[i - 1], shifts[i]
    -- TODO: also flag less than MIN_REST_MINUTES between shifts
    if cur.start < prev.finish then
      conflicts[#conflicts + 1] = ("overlap on %s"):format(DAY_NAMES[cur.start // MINUTES_PER_DAY + 1])
    end
  end
  return conflicts
end

local function fmt_time(minutes)
  local day = minutes // MINUTES_PER_DAY
  local rem = minutes % MINUTES_PER_DAY
  return ("%s %02d:%02d"):format(DAY_NAMES[day % 7 + 1], rem // 60, rem % 60)
end

function M.summary(rota)
  local lines = { ("Rota for %s"):format(rota.department) }
  local sorted = {}
  for _, s in ipairs(rota.shifts) do
    sorted[#sorted + 1] = s
  end
  table.sort(sorted, function(a, b)
    if a.start == b.start then return a.nurse < b.nurse end
    return a.start < b.start
  end)
  for _, s in ipairs(sorted) do
    lines[#lines + 1] = ("%-18s %s - %s"):format(s.nurse, fmt_time(s.start), fmt_time(s.finish))
  end
  return table.concat(lines, "\n")
end

return M
