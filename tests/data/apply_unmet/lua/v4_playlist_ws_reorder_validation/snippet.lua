-- ... existing code ...

local handlers = {
  -- ... existing code ...

  ["playlist.reorder"] = function(session, msg)
    if type(msg.from) ~= "number" or type(msg.to) ~= "number" then
      return nil, "from and to must be numbers"
    end
    return playlists.reorder(session.user_id, msg.playlist_id, msg.from, msg.to, msg.count or 1)
  end,

  -- ... existing code ...
}

-- ... existing code ...
