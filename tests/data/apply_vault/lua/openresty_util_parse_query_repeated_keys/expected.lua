-- Small helpers shared by the OpenResty access and content phases.
local cjson = require("cjson.safe")

local _M = { _VERSION = "0.4.1" }

local function unescape(s)
  s = s:gsub("+", " ")
  return (s:gsub("%%(%x%x)", function(hex)
    return string.char(tonumber(hex, 16))
  end))
end

function _M.trim(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

function _M.split(s, sep)
  local parts = {}
  for piece in string.gmatch(s, "([^" .. sep .. "]+)") do
    parts[#parts + 1] = piece
  end
  return parts
end

function _M.parse_query(qs)
  local args = {}
  if not qs or qs == "" then
    return args
  end
  for pair in string.gmatch(qs, "[^&]+") do
    local key, value = pair:match("^([^=]*)=(.*)$")
    if key then
      key, value = unescape(key), unescape(value)
    else
      key, value = unescape(pair), true
    end
    local existing = args[key]
    if existing == nil then
      args[key] = value
    elseif type(existing) == "table" then
      existing[#existing + 1] = value
    else
      args[key] = { existing, value }
    end
  end
  return args
end

function _M.json_response(status, body)
  ngx.status = status
  ngx.header["Content-Type"] = "application/json"
  ngx.say(cjson.encode(body))
  return ngx.exit(status)
end

function _M.bearer_token()
  local header = ngx.var.http_authorization
  if not header then
    return nil
  end
  return header:match("^[Bb]earer%s+(.+)$")
end

function _M.client_ip()
  local forwarded = ngx.var.http_x_forwarded_for
  if forwarded then
    return _M.trim(_M.split(forwarded, ",")[1])
  end
  return ngx.var.remote_addr
end

function _M.unescape(s)
  return unescape(s)
end

return _M
