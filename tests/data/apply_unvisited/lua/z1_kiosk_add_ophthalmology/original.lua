-- Self check-in kiosk configuration and helpers (main entrance, level 1).

local config = {
  site_code = "NGT-OPD",
  idle_timeout_seconds = 90,
  languages = { "en", "cy", "pl", "ur" },
  printer = {
    device = "/dev/usb/lp0",
    width_mm = 58,
    copies = 1,
  },
  arrival_window = {
    early_minutes = 30,
    late_minutes = 15,
  },
  clinics = {
    { code = "CARD", name = "Cardiology", floor = 2, desk = "B" },
    { code = "DERM", name = "Dermatology", floor = 1, desk = "A" },
    { code = "ORTH", name = "Orthopaedics", floor = 1, desk = "C" },
    { code = "RESP", name = "Respiratory", floor = 3, desk = "B" },
  },
}

local function find_clinic(code)
  for _, clinic in ipairs(config.clinics) do
    if clinic.code == code then
      return clinic
    end
  end
  return nil
end

local function arrival_status(appointment_time, now)
  local diff_minutes = (appointment_time - now) / 60
  if diff_minutes > config.arrival_window.early_minutes then
    return "too_early"
  elseif diff_minutes < -config.arrival_window.late_minutes then
    return "late"
  end
  return "on_time"
end

local function ticket_lines(appointment, now)
  local clinic = find_clinic(appointment.clinic_code)
  local lines = {
    "Northgate Outpatients",
    os.date("%d/%m/%Y %H:%M", now),
    "",
    ("Ticket: %s"):format(appointment.ticket),
  }
  if clinic then
    lines[#lines + 1] = ("%s - floor %d, desk %s"):format(clinic.name, clinic.floor, clinic.desk)
  else
    lines[#lines + 1] = "Please ask at main reception"
  end
  if arrival_status(appointment.time, now) == "late" then
    lines[#lines + 1] = "You are late: please speak to the desk"
  end
  return lines
end

return {
  config = config,
  find_clinic = find_clinic,
  arrival_status = arrival_status,
  ticket_lines = ticket_lines,
}
