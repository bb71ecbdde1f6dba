-- edit_checks/vitals.lua
-- Edit checks for the Vital Signs eCRF (study TC-204).
-- Each check returns nil when the data is clean, or a query table.

local query = require("edc.query")

local M = {}

local function check_systolic(form)
  local sbp = form.VSSYSBP
  if sbp == nil then
    return query.missing("VSSYSBP", "Systolic blood pressure is required")
  end
  if sbp < 70 or sbp > 220 then
    return query.range("VSSYSBP", sbp, 70, 220)
  end
  return nil
end

local function check_diastolic(form)
  local dbp = form.VSDIABP
  if dbp == nil then
    return query.missing("VSDIABP", "Diastolic blood pressure is required")
  end
  if dbp < 40 or dbp > 130 then
    return query.range("VSDIABP", dbp, 40, 130)
  end
  if form.VSSYSBP and dbp >= form.VSSYSBP then
    return query.logic("VSDIABP", "Diastolic must be lower than systolic")
  end
  return nil
end

local function check_temperature(form)
  local temp = form.VSTEMP
  if temp == nil then
    return nil
  end
  if temp < 34.0 or temp > 42.0 then
    return query.range("VSTEMP", temp, 34.0, 42.0)
  end
  return nil
end

local function check_pulse(form)
  local hr = form.VSPULSE
  if hr == nil then
    return query.missing("VSPULSE", "Pulse is required")
  end
  if hr < 30 or hr > 200 then
    return query.range("VSPULSE", hr, 30, 200)
  end
  return nil
end

M.checks = {
  check_systolic,
  check_diastolic,
  check_temperature,
  check_pulse,
}

function M.run(form)
  local queries = {}
  for _, check in ipairs(M.checks) do
    local q = check(form)
    if q then
      queries[#queries + 1] = q
    end
  end
  return queries
end

return M
