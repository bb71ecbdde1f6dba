-- ... existing code ...

-- ... removed M.legacy_session_id() (old "sid" cookies are no longer accepted) ...

function M.session_id(secret)
  local data = M.decode(secret, ngx.var["cookie_" .. COOKIE_NAME])
  if data then
    return data.sid
  end
  return nil
end

-- ... existing code ...
