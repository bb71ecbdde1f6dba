local redis = require("resty.redis")
local cjson = require("cjson.safe")
local config = require("booking.config")
local log = require("booking.log")

-- ... existing code ...

function M.place(hold_id, property_id, room_type, nights, ttl)
  -- ... existing code ...

  local payload = cjson.encode({
    property_id = property_id,
    room_type = room_type,
    nights = nights,
    placed_at = ngx.time(),
  })
  if not payload then
    release_connection(red)
    return nil, "could not encode hold payload"
  end

  red:init_pipeline()
  -- ... existing code ...
end

-- ... existing code ...
