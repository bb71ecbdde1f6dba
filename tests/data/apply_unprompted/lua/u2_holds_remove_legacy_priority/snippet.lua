-- ... existing code ...

function M.cancel(item_id, patron_id)
  local q = queue_for(item_id)
  for i, hold in ipairs(q) do
    if hold.patron_id == patron_id then
      table.remove(q, i)
      return true
    end
  end
  return false
end

-- removed M.legacy_priority() - the 2015 staff priority scheme is no longer used

function M.next_ready(item_id)
  local q = queue_for(item_id)
  -- ... existing code ...
end

-- ... existing code ...
