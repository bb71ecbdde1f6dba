-- …

local config = {
  -- …
  arrival_window = {
    early_minutes = 30,
    late_minutes = 10,
  },
  clinics = {
    -- …
    { code = "DERM", name = "Dermatology", floor = 1, desk = "A" },
    { code = "OPHT", name = "Ophthalmology", floor = 2, desk = "D" },
    { code = "ORTH", name = "Orthopaedics", floor = 1, desk = "C" },
    -- …
  },
}

-- … (rest unchanged)
