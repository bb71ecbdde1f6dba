function _M.incoming(self, key)
  -- ... existing code ...
  local count
  count, err = red:incr(redis_key)
  if not count then
    return nil, err
  end
  if count == 1 then
    -- first hit in this window: set the TTL once instead of on every request
    red:expire(redis_key, self.window)
  end

  -- ... existing code ...
end
