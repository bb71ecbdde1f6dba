-- ... existing code ...
  return -math.min(window.power_w, state.max_charge_w)
end

-- Charge only from PV surplus (never from the grid), e.g. around midday.
local function solar_soak_setpoint(state, window)
  if state.soc >= FULL_SOC or state.pv_surplus_w <= 0 then
    return 0
  end
  return -math.min(state.pv_surplus_w, window.power_w, state.max_charge_w)
end

local function discharge_setpoint(state, window)
-- ... existing code ...
      if window.kind == "charge" then
        return charge_setpoint(state, window)
      elseif window.kind == "solar_soak" then
        return solar_soak_setpoint(state, window)
      elseif window.kind == "discharge" then
-- ... existing code ...
