-- ... existing code ...

local function all_caps(headline, _meta)
  local letters = headline:gsub("[^%a]", "")
  if #letters > 8 and letters == letters:upper() then
    return "Headline is in all caps"
  end
  return nil
end

local function banned_words(headline, _meta)
  -- ... existing code ...
end

-- ... existing code ...

M.rules = {
  { name = "too_long", check = too_long, severity = "error" },
  { name = "all_caps", check = all_caps, severity = "warning" },
  { name = "banned_words", check = banned_words, severity = "error" },
  { name = "missing_embargo_tag", check = missing_embargo_tag, severity = "error" },
}

-- ... existing code ...
