-- resty/rate_limit.lua
-- Fixed-window rate limiter backed by Redis, for OpenResty access_by_lua.

local redis = require("resty.redis")

local _M = { _VERSION = "0.3.0" }
local mt = { __index = _M }

function _M.new(opts)
  opts = opts or {}
  local self = {
    host = opts.host or "127.0.0.1",
    port = opts.port or 6379,
    limit = opts.limit or 100,
    window = opts.window or 60,
    prefix = opts.prefix or "rl:",
  }
  return setmetatable(self, mt)
end

local function connect(self)
  local red = redis:new()
  red:set_timeouts(100, 100, 100)
  local ok, err = red:connect(self.host, self.port)
  if not ok then
    return nil, "redis connect failed: " .. err
  end
  return red
end

function _M.incoming(self, key)
  local red, err = connect(self)
  if not red then
    return nil, err
  end

  local bucket = math.floor(ngx.now() / self.window)
  local redis_key = self.prefix .. key .. ":" .. bucket

  local count
  count, err = red:incr(redis_key)
  if not count then
    return nil, err
  end
  red:expire(redis_key, self.window)

  red:set_keepalive(10000, 100)

  if count > self.limit then
    return nil, "rejected"
  end
  return self.limit - count
end

function _M.uncommit(self, key)
  local red, err = connect(self)
  if not red then
    return nil, err
  end

  local bucket = math.floor(ngx.now() / self.window)
  local redis_key = self.prefix .. key .. ":" .. bucket

  local count
  count, err = red:decr(redis_key)
  if not count then
    return nil, err
  end

  red:set_keepalive(10000, 100)
  return self.limit - count
end

return _M
