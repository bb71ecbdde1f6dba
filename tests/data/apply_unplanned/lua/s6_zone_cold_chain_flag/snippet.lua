M.zones = {
  -- ... north-valley and riverside unchanged ...
  {
    id = "east-hills",
    depot = "depot-b",
    days = { "mon", "wed" },
    max_drops = 22,
    cold_chain = true,
  },
  -- ... old-town and lakeshore unchanged ...
}

-- ... rest of the module unchanged ...
