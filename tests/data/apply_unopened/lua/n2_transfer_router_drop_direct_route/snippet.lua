-- ... existing code ...
  if item.branch == HUB or destination == HUB then
    return { item.branch, destination }
  end
  return { item.branch, HUB, destination }
end

function M.estimate_days(item, destination, weekday)
  local path = M.route(item, destination)
-- ... existing code ...
