-- …
local SUPPLIERS = {
  covetrus = { lead_days = 2, min_order = 50 },
  nvs = { lead_days = 3, min_order = 0 },
  henry_schein = { lead_days = 5, min_order = 100 },
  animalcare = { lead_days = 4, min_order = 25 },
}
-- [unchanged]
  if item.category == "vaccine" then
    return math.ceil(item.pack_size * 0.75)
  end
-- … rest of file unchanged
