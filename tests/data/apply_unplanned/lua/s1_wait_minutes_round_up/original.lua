-- lift_queue.lua: wait-time estimates for the lift status board
local M = {}

local DEFAULT_CHAIR_SECONDS = 12

M.lifts = {
  village_gondola = { seats = 8, interval_s = 15, load_factor = 0.85 },
  meadow_chair = { seats = 2, interval_s = 8, load_factor = 0.90 },
  summit_express = { seats = 4, interval_s = 9, load_factor = 0.80 },
  north_face_six = { seats = 6, interval_s = 10, load_factor = 0.75 },
}

local function round(x)
  return math.floor(x + 0.5)
end

function M.throughput_per_min(lift_id)
  local lift = M.lifts[lift_id]
  if not lift then
    error("unknown lift: " .. tostring(lift_id))
  end
  local interval = lift.interval_s or DEFAULT_CHAIR_SECONDS
  local per_min = lift.seats * (60 / interval) * lift.load_factor
  return round(per_min)
end

function M.wait_minutes(lift_id, queue_length)
  if queue_length <= 0 then
    return 0
  end
  local per_min = M.throughput_per_min(lift_id)
  return round(queue_length / per_min)
end

function M.queue_from_wait(lift_id, minutes)
  local per_min = M.throughput_per_min(lift_id)
  return round(minutes * per_min)
end

function M.board_entry(lift_id, queue_length)
  local wait = M.wait_minutes(lift_id, queue_length)
  local label
  if wait == 0 then
    label = "walk on"
  elseif wait < 5 then
    label = "< 5 min"
  else
    label = wait .. " min"
  end
  return { lift = lift_id, wait = wait, label = label }
end

function M.busiest(queues)
  local best_id, best_wait = nil, -1
  for lift_id, queue_length in pairs(queues) do
    local wait = M.wait_minutes(lift_id, queue_length)
    if wait > best_wait then
      best_id, best_wait = lift_id, wait
    end
  end
  return best_id, best_wait
end

function M.board(queues)
  local entries = {}
  for lift_id, queue_length in pairs(queues) do
    table.insert(entries, M.board_entry(lift_id, queue_length))
  end
  table.sort(entries, function(a, b) return a.lift < b.lift end)
  return entries
end

return M
