-- ... existing code ...

function M.resume(queue)
  queue.paused = false
  log.info("crane %s resumed with %d moves queued", queue.crane_id, #queue.items)
  -- hand the driver the next move straight away instead of waiting for the next poll
  return M.next_move(queue)
end

return M
