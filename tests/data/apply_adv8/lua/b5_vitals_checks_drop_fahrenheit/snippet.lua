-- ... existing code ...

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
  -- ... existing code ...
end

M.checks = {
  check_systolic,
  check_diastolic,
  check_temperature,
  check_pulse,
}

-- ... existing code ...
