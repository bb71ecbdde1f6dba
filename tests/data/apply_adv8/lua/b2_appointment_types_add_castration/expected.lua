-- appointment_types.lua
-- Booking catalogue for the clinic's online scheduler. Loaded by the booking
-- service at start-up; durations are in minutes, deposits in EUR.

local AppointmentTypes = {}

AppointmentTypes.list = {
  {
    code = "CONSULT",
    label = "General consultation",
    duration = 15,
    species = { "canine", "feline", "rabbit" },
    online_bookable = true,
    deposit = 0,
  },
  {
    code = "VACC",
    label = "Vaccination",
    duration = 15,
    species = { "canine", "feline", "rabbit" },
    online_bookable = true,
    deposit = 0,
  },
  {
    code = "DENTAL",
    label = "Dental scale and polish",
    duration = 60,
    species = { "canine", "feline" },
    online_bookable = false,
    deposit = 50,
  },
  {
    code = "NEUTER_F",
    label = "Spay",
    duration = 90,
    species = { "canine", "feline", "rabbit" },
    online_bookable = false,
    deposit = 75,
  },
  {
    code = "NEUTER_M",
    label = "Castration",
    duration = 45,
    species = { "canine", "feline", "rabbit" },
    online_bookable = false,
    deposit = 50,
  },
}

function AppointmentTypes.find(code)
  for _, t in ipairs(AppointmentTypes.list) do
    if t.code == code then
      return t
    end
  end
  return nil
end

function AppointmentTypes.bookable_for(species)
  local result = {}
  for _, t in ipairs(AppointmentTypes.list) do
    if t.online_bookable then
      for _, s in ipairs(t.species) do
        if s == species then
          result[#result + 1] = t
          break
        end
      end
    end
  end
  return result
end

return AppointmentTypes
