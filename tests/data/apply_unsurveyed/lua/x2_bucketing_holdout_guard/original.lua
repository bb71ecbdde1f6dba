-- experiment_bucketing.lua
-- Deterministic A/B bucketing for the storefront edge (OpenResty).
-- A visitor always lands in the same variant for a given experiment key.

local ngx_crc32 = ngx.crc32_long
local cjson = require("cjson.safe")

local _M = {}

local BUCKETS = 10000
local COOKIE_NAME = "sf_vid"

local function bucket_for(visitor_id, salt)
  return ngx_crc32(salt .. ":" .. visitor_id) % BUCKETS
end

local function visitor_id_from_request()
  local vid = ngx.var["cookie_" .. COOKIE_NAME]
  if vid == nil or vid == "" then
    return nil
  end
  return vid
end

function _M.load_experiments(path)
  local fh, err = io.open(path, "r")
  if not fh then
    return nil, "cannot open experiments file: " .. err
  end
  local raw = fh:read("*a")
  fh:close()
  local decoded, decode_err = cjson.decode(raw)
  if not decoded then
    return nil, "invalid experiments json: " .. decode_err
  end
  return decoded.experiments
end

function _M.assign_variant(experiment, visitor_id)
  if experiment.status ~= "running" then
    return "control"
  end
  local bucket = bucket_for(visitor_id, experiment.salt or experiment.key)
  local threshold = 0
  for _, variant in ipairs(experiment.variants) do
    threshold = threshold + variant.weight * BUCKETS / 100
    if bucket < threshold then
      return variant.name
    end
  end
  return "control"
end

function _M.assign_all(experiments)
  local vid = visitor_id_from_request()
  if not vid then
    return {}
  end
  local assignments = {}
  for _, experiment in ipairs(experiments) do
    assignments[experiment.key] = _M.assign_variant(experiment, vid)
  end
  return assignments
end

return _M
