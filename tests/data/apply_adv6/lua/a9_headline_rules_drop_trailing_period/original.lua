-- Headline lint rules for the Ledger CMS story editor.
-- Each rule receives the headline string and the story metadata table and
-- returns nil when the headline passes, or a message for the editor.

local config = require("cms.config")
local text = require("cms.util.text")

local M = {}

local MAX_LENGTH = config.get("headline.max_length", 90)
local BANNED_WORDS = config.get("headline.banned_words", { "shock", "you won't believe" })

local function too_long(headline, _meta)
  local len = text.ulen(headline)
  if len > MAX_LENGTH then
    return string.format("Headline is %d characters; limit is %d", len, MAX_LENGTH)
  end
  return nil
end

local function all_caps(headline, _meta)
  local letters = headline:gsub("[^%a]", "")
  if #letters > 8 and letters == letters:upper() then
    return "Headline is in all caps"
  end
  return nil
end

local function trailing_period(headline, _meta)
  if headline:match("%.%s*$") and not headline:match("%.%.%.%s*$") then
    return "Headlines do not end with a full stop"
  end
  return nil
end

local function banned_words(headline, _meta)
  local lower = headline:lower()
  for _, word in ipairs(BANNED_WORDS) do
    if lower:find(word, 1, true) then
      return string.format("Avoid \"%s\" in headlines", word)
    end
  end
  return nil
end

local function missing_embargo_tag(headline, meta)
  if meta.embargoed and not headline:match("^EMBARGOED:") then
    return "Embargoed stories need the EMBARGOED: prefix until release"
  end
  return nil
end

M.rules = {
  { name = "too_long", check = too_long, severity = "error" },
  { name = "all_caps", check = all_caps, severity = "warning" },
  { name = "trailing_period", check = trailing_period, severity = "warning" },
  { name = "banned_words", check = banned_words, severity = "error" },
  { name = "missing_embargo_tag", check = missing_embargo_tag, severity = "error" },
}

function M.run(headline, meta)
  local findings = {}
  for _, rule in ipairs(M.rules) do
    local message = rule.check(headline, meta or {})
    if message then
      findings[#findings + 1] = { rule = rule.name, severity = rule.severity, message = message }
    end
  end
  return findings
end

return M
