function M.close_dome(reason)
  log.warn("closing dome: " .. (reason or "end of night"))
  hw.command("telescope", "park")
  hw.command("dome", "close")
  return wait_for_state("dome", "closed", DOME_TIMEOUT_S)
end
