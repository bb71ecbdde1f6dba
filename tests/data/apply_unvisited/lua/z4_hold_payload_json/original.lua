-- inventory/holds.lua
-- Short-lived room holds kept in Redis while a guest completes checkout.

local redis = require("resty.redis")
local config = require("booking.config")
local log = require("booking.log")

local M = {}

local HOLD_PREFIX = "hold:"
local COUNT_PREFIX = "held:"

local function connect()
  local red = redis:new()
  red:set_timeouts(200, 200, 200)
  local ok, err = red:connect(config.redis_host, config.redis_port)
  if not ok then
    return nil, "redis connect failed: " .. err
  end
  return red
end

local function release_connection(red)
  local ok, err = red:set_keepalive(10000, 64)
  if not ok then
    log.warn("redis keepalive failed: ", err)
  end
end

local function count_key(property_id, room_type, night)
  return COUNT_PREFIX .. property_id .. ":" .. room_type .. ":" .. night
end

function M.place(hold_id, property_id, room_type, nights, ttl)
  local red, err = connect()
  if not red then
    return nil, err
  end

  local payload = property_id .. "|" .. room_type .. "|" .. table.concat(nights, ",")

  red:init_pipeline()
  red:set(HOLD_PREFIX .. hold_id, payload, "EX", ttl)
  for _, night in ipairs(nights) do
    red:incr(count_key(property_id, room_type, night))
    red:expire(count_key(property_id, room_type, night), ttl + 60)
  end
  local results, perr = red:commit_pipeline()
  release_connection(red)
  if not results then
    return nil, "hold pipeline failed: " .. perr
  end
  return true
end

function M.held_count(property_id, room_type, night)
  local red, err = connect()
  if not red then
    return nil, err
  end
  local value = red:get(count_key(property_id, room_type, night))
  release_connection(red)
  if value == ngx.null or value == nil then
    return 0
  end
  return tonumber(value)
end

return M
