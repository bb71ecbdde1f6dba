-- ... existing code ...

function M.compute_site_risk(site, study)
  local score = 0
  local factors = {}
  factors.query_rate = WEIGHTS.query_rate * M.query_score(site, study)
  factors.ae_underreporting = WEIGHTS.ae_underreporting * M.ae_score(site, study)
  factors.protocol_deviations = WEIGHTS.protocol_deviations * M.deviation_score(site)
  if site.participants > study.target_per_site then
    factors.enrolment_speed = WEIGHTS.enrolment_speed
  else
    factors.enrolment_speed = 0
  end
  for _, value in pairs(factors) do
    score = score + value
  end
  -- never-visited sites go to the top of the plan
  if site.last_visit == nil then
    score = score + 1
  end
  return score, factors
end

-- ... existing code ...
