-- Simple in-process token bucket rate limiter.
--
--   local limiter = require("ratelimit.bucket")
--   if not limiter.allow("api:" .. ip, 10, 1) then return 429 end

local M = {}

local clock = os.clock
local buckets = {}

local function now()
  return clock()
end

local function get_bucket(key, capacity)
  local b = buckets[key]
  if not b then
    b = { tokens = capacity, updated = now() }
    buckets[key] = b
  end
  return b
end

local function refill(b, capacity, rate)
  local t = now()
  local elapsed = t - b.updated
  if elapsed > 0 then
    b.tokens = math.min(capacity, b.tokens + elapsed * rate)
    b.updated = t
  end
end

function M.set_clock(fn)
  clock = fn
end

function M.allow(key, capacity, rate, cost)
  cost = cost or 1
  local b = get_bucket(key, capacity)
  refill(b, capacity, rate)
  if b.tokens >= cost then
    b.tokens = b.tokens - cost
    return true, b.tokens
  end
  return false, b.tokens
end

function M.remaining(key, capacity, rate)
  local b = get_bucket(key, capacity)
  refill(b, capacity, rate)
  return math.floor(b.tokens)
end

function M.reset(key)
  if key then
    buckets[key] = nil
  else
    buckets = {}
  end
end

return M
