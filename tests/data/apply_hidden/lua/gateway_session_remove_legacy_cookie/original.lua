-- session.lua: cookie-based sessions for the OpenResty gateway

local cjson = require("cjson.safe")
local hmac = require("resty.hmac")
local str = require("resty.string")

local M = {}

local COOKIE_NAME = "gw_session"
local LEGACY_COOKIE_NAME = "sid"
local MAX_AGE = 60 * 60 * 24

local function sign(secret, payload)
  local h = hmac:new(secret, hmac.ALGOS.SHA256)
  h:update(payload)
  return str.to_hex(h:final())
end

function M.encode(secret, data)
  local payload = ngx.encode_base64(cjson.encode(data))
  return payload .. "." .. sign(secret, payload)
end

function M.decode(secret, value)
  if not value then
    return nil
  end
  local payload, signature = value:match("^([^.]+)%.(%x+)$")
  if not payload or sign(secret, payload) ~= signature then
    return nil
  end
  local data = cjson.decode(ngx.decode_base64(payload))
  if not data or (data.exp and data.exp < ngx.time()) then
    return nil
  end
  return data
end

function M.legacy_session_id()
  local raw = ngx.var["cookie_" .. LEGACY_COOKIE_NAME]
  if not raw or #raw ~= 32 or raw:find("[^%x]") then
    return nil
  end
  return raw:lower()
end

function M.session_id(secret)
  local data = M.decode(secret, ngx.var["cookie_" .. COOKIE_NAME])
  if data then
    return data.sid
  end
  return M.legacy_session_id()
end

function M.set(secret, sid)
  local value = M.encode(secret, { sid = sid, exp = ngx.time() + MAX_AGE })
  ngx.header["Set-Cookie"] = string.format(
    "%s=%s; Path=/; Max-Age=%d; HttpOnly; Secure; SameSite=Lax",
    COOKIE_NAME, value, MAX_AGE
  )
end

function M.clear()
  ngx.header["Set-Cookie"] = COOKIE_NAME .. "=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax"
end

return M
