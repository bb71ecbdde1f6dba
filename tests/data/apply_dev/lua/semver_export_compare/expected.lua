-- semver.lua: parse, compare and format semantic version strings.

local function new(major, minor, patch, pre)
  return { major = major or 0, minor = minor or 0, patch = patch or 0, pre = pre }
end

local function parse(text)
  local major, minor, patch, pre = text:match("^v?(%d+)%.(%d+)%.(%d+)%-?([%w%.]*)$")
  if not major then
    return nil, "invalid version: " .. tostring(text)
  end
  if pre == "" then
    pre = nil
  end
  return new(tonumber(major), tonumber(minor), tonumber(patch), pre)
end

local function format(v)
  local s = string.format("%d.%d.%d", v.major, v.minor, v.patch)
  if v.pre then
    s = s .. "-" .. v.pre
  end
  return s
end

-- Returns -1, 0 or 1. A pre-release sorts before the release it precedes.
local function compare(a, b)
  for _, key in ipairs({ "major", "minor", "patch" }) do
    if a[key] ~= b[key] then
      return a[key] < b[key] and -1 or 1
    end
  end
  if a.pre == b.pre then
    return 0
  elseif a.pre == nil then
    return 1
  elseif b.pre == nil then
    return -1
  end
  return a.pre < b.pre and -1 or 1
end

-- Caret range check: "^1.2.0" accepts 1.x.y at or above 1.2.0.
local function satisfies(v, range)
  local base = assert(parse(range:gsub("^%^", "")))
  return v.major == base.major and compare(v, base) >= 0
end

local function sort(list)
  table.sort(list, function(a, b)
    return compare(a, b) < 0
  end)
  return list
end

return {
  new = new,
  parse = parse,
  format = format,
  compare = compare,
  satisfies = satisfies,
  sort = sort,
}
