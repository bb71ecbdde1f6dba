-- holds.lua: hold queues for interlibrary loan requests.
local M = {}

local queues = {}

local function queue_for(item_id)
  local q = queues[item_id]
  if not q then
    q = {}
    queues[item_id] = q
  end
  return q
end

function M.place(item_id, patron_id, pickup_branch)
  local q = queue_for(item_id)
  local hold = {
    item_id = item_id,
    patron_id = patron_id,
    pickup_branch = pickup_branch,
    placed_at = os.time(),
    status = "queued",
  }
  table.insert(q, hold)
  return hold, #q
end

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

function M.next_ready(item_id)
  local q = queue_for(item_id)
  for _, hold in ipairs(q) do
    if hold.status == "queued" then
      hold.status = "ready"
      hold.ready_at = os.time()
      return hold
    end
  end
  return nil
end

function M.position(item_id, patron_id)
  local q = queue_for(item_id)
  for i, hold in ipairs(q) do
    if hold.patron_id == patron_id then
      return i
    end
  end
  return nil
end

return M
