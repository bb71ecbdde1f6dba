-- ... existing code ...

function _M.fixed_window(red, key, limit, window, cost)
  cost = cost or 1
  local bucket = KEY_PREFIX .. key .. ":" .. math.floor(ngx.now() / window)
  local count, err = red:incrby(bucket, cost)
  if not count then
    return nil, err
  end
  if count == cost then
    red:expire(bucket, window)
  end
  return count <= limit, limit - count
end

-- ... existing code ...

function _M.check(conf, key)
  -- ... existing code ...
  if conf.strategy == "sliding" then
    allowed, remaining = _M.sliding_window(red, key, conf.limit, conf.window)
  else
    allowed, remaining = _M.fixed_window(red, key, conf.limit, conf.window, conf.cost)
  end
  -- ... existing code ...
end
