-- savegame.lua: encode and decode save files for the game

local json = require("lib.json")
local base64 = require("lib.base64")

local M = {}

M.FORMAT_VERSION = 3
M.MAGIC = "SAV3"

local function checksum(text)
  local sum = 0
  for i = 1, #text do
    sum = (sum * 31 + text:byte(i)) % 4294967296
  end
  return sum
end

function M.encode(state)
  local payload = json.encode({
    version = M.FORMAT_VERSION,
    player = state.player,
    inventory = state.inventory,
    flags = state.flags,
    saved_at = os.time(),
  })
  return M.MAGIC .. string.format("%08x", checksum(payload)) .. base64.encode(payload)
end

function M.decode(blob)
  if blob:sub(1, 4) ~= M.MAGIC then
    return nil, "not a save file"
  end
  local expected = tonumber(blob:sub(5, 12), 16)
  local payload = base64.decode(blob:sub(13))
  if checksum(payload) ~= expected then
    return nil, "save file is corrupted"
  end
  return json.decode(payload)
end

-- Version 1 and 2 saves were plain JSON with a different layout.
function M.legacy_decode(text)
  local data = json.decode(text)
  if not data or not data.hero then
    return nil, "unrecognised legacy save"
  end
  return {
    version = 1,
    player = { name = data.hero.name, hp = data.hero.health, x = data.hero.pos[1], y = data.hero.pos[2] },
    inventory = data.items or {},
    flags = data.progress or {},
  }
end

function M.write(path, state)
  local file, err = io.open(path, "wb")
  if not file then
    return false, err
  end
  file:write(M.encode(state))
  file:close()
  return true
end

function M.read(path)
  local file, err = io.open(path, "rb")
  if not file then
    return nil, err
  end
  local blob = file:read("a")
  file:close()
  return M.decode(blob)
end

return M
