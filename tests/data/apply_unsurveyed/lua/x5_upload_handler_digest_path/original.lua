-- upload_handler.lua
-- OpenResty content handler for POST /v1/workouts/upload

local cjson = require("cjson.safe")
local upload = require("resty.upload")
local redis = require("resty.redis")

local MAX_BYTES = 25 * 1024 * 1024
local ALLOWED_EXT = { fit = true, gpx = true, tcx = true }
local QUEUE_KEY = "ingest:pending"

local _M = {}

local function reply(status, body)
  ngx.status = status
  ngx.header["Content-Type"] = "application/json"
  ngx.say(cjson.encode(body))
  return ngx.exit(status)
end

local function extension_of(filename)
  return (filename:match("%.([%w]+)$") or ""):lower()
end

local function enqueue(job)
  local red = redis:new()
  red:set_timeout(1000)
  local ok, err = red:connect("127.0.0.1", 6379)
  if not ok then
    return nil, err
  end
  local res, push_err = red:rpush(QUEUE_KEY, cjson.encode(job))
  red:set_keepalive(10000, 50)
  return res, push_err
end

function _M.handle()
  local athlete_id = tonumber(ngx.var.http_x_athlete_id)
  if not athlete_id then
    return reply(401, { error = "missing athlete" })
  end

  local form, err = upload:new(8192)
  if not form then
    return reply(400, { error = err })
  end

  local filename, size, chunks = nil, 0, {}
  while true do
    local typ, res, read_err = form:read()
    if not typ then
      return reply(400, { error = read_err })
    end
    if typ == "header" and res[1]:lower() == "content-disposition" then
      filename = res[2]:match('filename="([^"]+)"')
    elseif typ == "body" then
      size = size + #res
      if size > MAX_BYTES then
        return reply(413, { error = "file too large" })
      end
      chunks[#chunks + 1] = res
    elseif typ == "eof" then
      break
    end
  end

  if not filename or not ALLOWED_EXT[extension_of(filename)] then
    return reply(415, { error = "unsupported file type" })
  end

  local path = string.format("/srv/ingest/uploads/%d-%s", athlete_id, ngx.md5(table.concat(chunks)))
  local fh = assert(io.open(path, "wb"))
  fh:write(table.concat(chunks))
  fh:close()

  local _, q_err = enqueue({ athlete_id = athlete_id, path = path, format = extension_of(filename) })
  if q_err then
    ngx.log(ngx.ERR, "enqueue failed: ", q_err)
    return reply(503, { error = "queue unavailable" })
  end

  return reply(202, { status = "queued", file = filename })
end

return _M
