-- pulsefit/streaks.lua
-- Daily workout streaks, stored per member in Redis as a small JSON blob.

local cjson = require("cjson.safe")
local redis_pool = require("pulsefit.redis_pool")

local _M = { _VERSION = "0.4.1" }

local DAY = 86400
local KEY_PREFIX = "streak:"

local function day_index(ts, utc_offset)
  return math.floor((ts + utc_offset) / DAY)
end

local function empty_state()
  return { current = 0, longest = 0, last_day = nil, freezes_left = 0 }
end

local function load_state(red, member_id)
  local raw, err = red:get(KEY_PREFIX .. member_id)
  if not raw or raw == ngx.null then
    return empty_state(), err
  end
  return cjson.decode(raw) or empty_state()
end

local function save_state(red, member_id, state)
  return red:set(KEY_PREFIX .. member_id, cjson.encode(state))
end

function _M.record_workout(member_id, finished_at, utc_offset)
  local red, err = redis_pool.get()
  if not red then
    return nil, err
  end
  local state = load_state(red, member_id)
  local workout_day = day_index(finished_at, utc_offset)

  if state.last_day == workout_day then
    redis_pool.release(red)
    return state
  end

  local gap = state.last_day and (workout_day - state.last_day) or nil
  if gap == 1 then
    state.current = state.current + 1
  elseif gap == 2 and (state.freezes_left or 0) > 0 then
    -- one missed day is covered by a streak freeze
    state.freezes_left = state.freezes_left - 1
    state.current = state.current + 1
  else
    state.current = 1
  end
  state.last_day = workout_day
  if state.current > state.longest then
    state.longest = state.current
  end

  local ok, save_err = save_state(red, member_id, state)
  redis_pool.release(red)
  if not ok then
    return nil, save_err
  end
  return state
end

function _M.current_streak(member_id, now, utc_offset)
  local red, err = redis_pool.get()
  if not red then
    return nil, err
  end
  local state = load_state(red, member_id)
  redis_pool.release(red)

  local today = day_index(now, utc_offset)
  if state.last_day == today or state.last_day == today - 1 then
    return state.current
  end
  return 0
end

function _M.grant_freeze(member_id, count)
  local red, err = redis_pool.get()
  if not red then
    return nil, err
  end
  local state = load_state(red, member_id)
  state.freezes_left = (state.freezes_left or 0) + (count or 1)
  local ok, save_err = save_state(red, member_id, state)
  redis_pool.release(red)
  if not ok then
    return nil, save_err
  end
  return state.freezes_left
end

return _M
