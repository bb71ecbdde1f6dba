-- Site risk scoring for risk-based monitoring (RBM).
-- Scores feed the monitoring visit planner; higher means visit sooner.
local M = {}

local WEIGHTS = {
  query_rate = 0.35,
  ae_underreporting = 0.30,
  protocol_deviations = 0.20,
  enrolment_speed = 0.15,
}

local function clamp(x, lo, hi)
  if x < lo then return lo end
  if x > hi then return hi end
  return x
end

-- Open data queries per 100 CRF pages, normalised against the study median.
function M.query_score(site, study)
  if study.median_query_rate == 0 then
    return 0
  end
  return clamp(site.open_queries_per_100 / study.median_query_rate, 0, 3) / 3
end

-- Sites reporting far fewer AEs per participant than the study are suspicious.
function M.ae_score(site, study)
  if site.participants == 0 or study.ae_per_participant == 0 then
    return 0
  end
  local ratio = (site.ae_count / site.participants) / study.ae_per_participant
  return clamp(1 - ratio, 0, 1)
end

function M.deviation_score(site)
  if site.participants == 0 then
    return 0
  end
  return clamp(site.major_deviations / site.participants, 0, 1)
end

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

function M.rank_sites(sites, study)
  local ranked = {}
  for _, site in ipairs(sites) do
    ranked[#ranked + 1] = { site_id = site.site_id, risk = M.compute_site_risk(site, study) }
  end
  table.sort(ranked, function(a, b) return a.risk > b.risk end)
  return ranked
end

return M
