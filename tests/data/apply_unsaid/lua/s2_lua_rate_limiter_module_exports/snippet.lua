-- ... existing code ...

function _M:reset(id)
  local key = bucket_key(self.prefix, id)
  self.dict:delete(key .. ":tokens")
  self.dict:delete(key .. ":ts")
end

function _M:enforce(id, cost)
  local ok, retry_after = self:take(id, cost)
  if ok then
    return true
  end
  ngx.header["Retry-After"] = math.ceil(retry_after)
  return ngx.exit(ngx.HTTP_TOO_MANY_REQUESTS)
end

_M._VERSION = "0.2.0"

return _M
