-- Preset browser helpers for the Nebula-7 UI scripting layer.
local json = require("dkjson")

local M = {}

M.factory_dir = "Presets/Factory"
M.user_dir = "Presets/User"
M.max_format_version = 2

local function read_file(path)
  local f, err = io.open(path, "rb")
  if not f then
    return nil, err
  end
  local data = f:read("*a")
  f:close()
  return data
end

function M.load(path)
  local data, err = read_file(path)
  if not data then
    return nil, "cannot open preset: " .. tostring(err)
  end
  local preset, _, perr = json.decode(data)
  if not preset then
    return nil, "bad preset json: " .. tostring(perr)
  end
  if (preset.format_version or 1) > M.max_format_version then
    return nil, "preset needs a newer plugin version"
  end
  preset.name = preset.name or path:match("([^/]+)%.json$")
  return preset
end

function M.category(preset)
  return preset.category or "Uncategorized"
end

function M.sort_by_name(presets)
  table.sort(presets, function(a, b)
    local an, bn = a.name:lower(), b.name:lower()
    if an == bn then
      return M.category(a) < M.category(b)
    end
    return an < bn
  end)
  return presets
end

return M
