-- Token bucket rate limiter for OpenResty, backed by a shared dict.
local ngx = ngx

local _M = {}

local DEFAULT_RATE = 10
local DEFAULT_BURST = 20

local function now()
  return ngx.now()
end

local function bucket_key(prefix, id)
  return prefix .. ":" .. id
end

local function load_bucket(dict, key, burst)
  local tokens = dict:get(key .. ":tokens")
  local updated = dict:get(key .. ":ts")
  if not tokens or not updated then
    return burst, now()
  end
  return tokens, updated
end

local function save_bucket(dict, key, tokens, ts, ttl)
  dict:set(key .. ":tokens", tokens, ttl)
  dict:set(key .. ":ts", ts, ttl)
end

function _M.new(opts)
  opts = opts or {}
  local dict = ngx.shared[opts.dict or "rate_limit"]
  if not dict then
    return nil, "shared dict not found: " .. tostring(opts.dict)
  end
  return setmetatable({
    dict = dict,
    prefix = opts.prefix or "rl",
    rate = opts.rate or DEFAULT_RATE,
    burst = opts.burst or DEFAULT_BURST,
  }, { __index = _M })
end

function _M:take(id, cost)
  cost = cost or 1
  local key = bucket_key(self.prefix, id)
  local tokens, updated = load_bucket(self.dict, key, self.burst)
  local t = now()
  tokens = math.min(self.burst, tokens + (t - updated) * self.rate)
  if tokens < cost then
    save_bucket(self.dict, key, tokens, t, 60)
    return false, (cost - tokens) / self.rate
  end
  save_bucket(self.dict, key, tokens - cost, t, 60)
  return true, 0
end

function _M:reset(id)
  local key = bucket_key(self.prefix, id)
  self.dict:delete(key .. ":tokens")
  self.dict:delete(key .. ":ts")
end

return _M
