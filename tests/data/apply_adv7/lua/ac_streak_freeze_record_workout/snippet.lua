-- ... existing code ...

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

-- ... existing code ...
