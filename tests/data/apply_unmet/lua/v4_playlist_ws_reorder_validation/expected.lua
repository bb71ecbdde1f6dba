-- WebSocket message dispatch for collaborative playlist editing.
local cjson = require("cjson.safe")
local playlists = require("service.playlists")
local log = require("service.log")

local M = {}

local handlers = {
  ["playlist.add_tracks"] = function(session, msg)
    if type(msg.uris) ~= "table" or #msg.uris == 0 then
      return nil, "uris must be a non-empty array"
    end
    return playlists.add_tracks(session.user_id, msg.playlist_id, msg.uris, msg.position)
  end,

  ["playlist.remove_tracks"] = function(session, msg)
    if type(msg.uris) ~= "table" or #msg.uris == 0 then
      return nil, "uris must be a non-empty array"
    end
    return playlists.remove_tracks(session.user_id, msg.playlist_id, msg.uris)
  end,

  ["playlist.reorder"] = function(session, msg)
    if type(msg.from) ~= "number" or type(msg.to) ~= "number" then
      return nil, "from and to must be numbers"
    end
    return playlists.reorder(session.user_id, msg.playlist_id, msg.from, msg.to, msg.count or 1)
  end,

  ["playlist.rename"] = function(session, msg)
    if type(msg.title) ~= "string" or #msg.title == 0 or #msg.title > 100 then
      return nil, "title must be 1-100 characters"
    end
    return playlists.rename(session.user_id, msg.playlist_id, msg.title)
  end,
}

function M.dispatch(session, raw)
  local msg, err = cjson.decode(raw)
  if not msg then
    return cjson.encode({ ok = false, error = "bad json: " .. err })
  end
  local handler = handlers[msg.type]
  if not handler then
    log.warn("unknown message type", msg.type)
    return cjson.encode({ ok = false, error = "unknown type" })
  end
  local result, herr = handler(session, msg)
  if herr then
    return cjson.encode({ ok = false, id = msg.id, error = herr })
  end
  return cjson.encode({ ok = true, id = msg.id, result = result })
end

function M.types()
  local out = {}
  for name in pairs(handlers) do
    out[#out + 1] = name
  end
  table.sort(out)
  return out
end

return M
