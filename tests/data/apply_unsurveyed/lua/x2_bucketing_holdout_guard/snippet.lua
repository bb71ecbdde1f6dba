-- …

function _M.assign_variant(experiment, visitor_id)
  if experiment.status ~= "running" then
    return "control"
  end
  -- Global holdout: a slice of traffic never sees any treatment.
  if experiment.holdout_pct and bucket_for(visitor_id, "global-holdout") < experiment.holdout_pct * BUCKETS / 100 then
    return "control"
  end
  local bucket = bucket_for(visitor_id, experiment.salt or experiment.key)
  -- [unchanged]
end

-- …
