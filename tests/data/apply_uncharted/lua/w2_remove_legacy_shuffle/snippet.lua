-- ... existing code ...

function Bank:shuffle_options(question)
  -- ... existing code ...
  return options
end

-- (removed Bank:legacy_shuffle and its deprecation note; the v1 player is gone)

function Bank:by_tag(tag)
-- ... existing code ...
