-- ratelimit.lua: fixed-window and sliding-window limiters for OpenResty.
-- Usage (access_by_lua_block):
--   local rl = require("ratelimit")
--   local ok = rl.check(conf, ngx.var.remote_addr)
local redis = require("resty.redis")

local _M = { _VERSION = "0.3.1" }

local DEFAULT_TIMEOUT = 1000
local KEY_PREFIX = "rl:"

local function connect(host, port)
  local red = redis:new()
  red:set_timeouts(DEFAULT_TIMEOUT, DEFAULT_TIMEOUT, DEFAULT_TIMEOUT)
  local ok, err = red:connect(host, port)
  if not ok then
    return nil, "redis connect failed: " .. tostring(err)
  end
  return red
end

local function release(red)
  local ok, err = red:set_keepalive(10000, 100)
  if not ok then
    ngx.log(ngx.WARN, "failed to set keepalive: ", err)
  end
end

function _M.fixed_window(red, key, limit, window)
  local bucket = KEY_PREFIX .. key .. ":" .. math.floor(ngx.now() / window)
  local count, err = red:incr(bucket)
  if not count then
    return nil, err
  end
  if count == 1 then
    red:expire(bucket, window)
  end
  return count <= limit, limit - count
end

function _M.sliding_window(red, key, limit, window)
  local now = ngx.now()
  local zkey = KEY_PREFIX .. key
  red:init_pipeline()
  red:zremrangebyscore(zkey, 0, now - window)
  red:zadd(zkey, now, now)
  red:zcard(zkey)
  red:expire(zkey, window)
  local results, err = red:commit_pipeline()
  if not results then
    return nil, err
  end
  local count = results[3]
  return count <= limit, limit - count
end

function _M.check(conf, key)
  local red, err = connect(conf.host, conf.port)
  if not red then
    return nil, err
  end
  local allowed, remaining
  if conf.strategy == "sliding" then
    allowed, remaining = _M.sliding_window(red, key, conf.limit, conf.window)
  else
    allowed, remaining = _M.fixed_window(red, key, conf.limit, conf.window)
  end
  release(red)
  if allowed == false then
    ngx.header["Retry-After"] = conf.window
  end
  return allowed, remaining
end

return _M
