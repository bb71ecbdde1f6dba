-- ... existing code ...

function M.check_hemoglobin(donor, today)
  local limit = M.MIN_HB[donor.sex] or M.MIN_HB.male
  if donor.hb_gdl == nil or donor.hb_gdl < limit then
    return defer("HB", string.format("haemoglobin %.1f below %.1f", donor.hb_gdl or 0, limit), 90)
  end
  return nil
end

function M.check_interval(donor, today)
  if donor.last_donation == nil then
    return nil
  end
  local min_days = donor.sex == "female" and 112 or 84
  local since = dates.days_between(donor.last_donation, today)
  if since < min_days then
    return defer("INTERVAL", "last donation " .. since .. " days ago", min_days - since)
  end
  return nil
end

M.CHECKS = {
  M.check_age,
  M.check_weight,
  M.check_hemoglobin,
  M.check_interval,
}

-- ... existing code ...
