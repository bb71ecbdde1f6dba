-- crane_dispatch.lua
-- Work queue for quay crane moves, fed by the vessel stowage plan.

local log = require("tos.log")
local clock = require("tos.clock")

local M = {}

local PRIORITY = {
  reefer = 1,
  hazmat = 2,
  transship = 3,
  standard = 4,
}

local function move_priority(move)
  if move.reefer then
    return PRIORITY.reefer
  elseif move.imdg_class then
    return PRIORITY.hazmat
  elseif move.transship then
    return PRIORITY.transship
  end
  return PRIORITY.standard
end

function M.new(crane_id)
  return {
    crane_id = crane_id,
    items = {},
    paused = false,
    completed = 0,
  }
end

function M.enqueue(queue, move)
  move.priority = move_priority(move)
  move.queued_at = clock.now()
  table.insert(queue.items, move)
  table.sort(queue.items, function(a, b)
    if a.priority ~= b.priority then
      return a.priority < b.priority
    end
    return a.sequence < b.sequence
  end)
  return #queue.items
end

function M.next_move(queue)
  if queue.paused or #queue.items == 0 then
    return nil
  end
  local move = table.remove(queue.items, 1)
  log.debug("crane %s dispatching %s (prio %d)", queue.crane_id, move.container_no, move.priority)
  return move
end

function M.complete(queue, move)
  queue.completed = queue.completed + 1
  log.info("crane %s completed %s", queue.crane_id, move.container_no)
  return queue.completed
end

function M.pause(queue, reason)
  queue.paused = true
  log.warn("crane %s paused: %s", queue.crane_id, reason)
  return true
end

function M.resume(queue)
  queue.paused = false
  log.info("crane %s resumed with %d moves queued", queue.crane_id, #queue.items)
  return true
end

return M
