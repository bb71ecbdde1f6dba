-- festival.lua: site configuration loaded by the gate and stage services

return {
  name = "Fieldday Festival",
  year = 2024,
  timezone = "Europe/London",

  gates = {
    open = "11:00",
    close = "23:30",
    reentry = true,
  },

  stages = {
    {
      id = "main",
      name = "Main Stage",
      capacity = 25000,
      curfew = "23:00",
    },
    {
      id = "meadow",
      name = "Meadow Stage",
      capacity = 8000,
      curfew = "23:00",
    },
    {
      id = "tent",
      name = "The Big Top",
      capacity = 3500,
      curfew = "01:00",
    },
  },

  wristbands = {
    general = { price = 189, reentries = 2 },
    vip = { price = 399, reentries = 5 },
    crew = { price = 0, reentries = -1 },
  },

  vendors = {
    max_stalls = 60,
    pitch_fee = 450,
    cashless_only = false,
  },
}
