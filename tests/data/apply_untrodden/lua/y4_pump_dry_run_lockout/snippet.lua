-- ... existing code ...

function M.check(now)
  if not state.running then
    return
  end
  local pressure = read_pressure_kpa()
  if pressure >= MIN_PRESSURE_KPA then
    state.failures = 0
    return
  end
  if now - state.started_at < DRY_RUN_GRACE_S then
    return
  end
  M.stop("low pressure")
  state.failures = state.failures + 1
  if state.failures > #RESTART_BACKOFF_S then
    -- three trips in a row: stay off until someone checks the bore
    state.locked_until = math.huge
    log.error("pump locked out after %d dry-run trips, manual reset required", state.failures)
    return
  end
  local backoff = RESTART_BACKOFF_S[state.failures]
  state.locked_until = now + backoff
  log.warn("dry run suspected (%.0f kPa), locked out for %d s", pressure, backoff)
end

-- ... existing code ...
