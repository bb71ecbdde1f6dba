function M.wait_minutes(lift_id, queue_length)
  if queue_length <= 0 then
    return 0
  end
  local per_min = M.throughput_per_min(lift_id)
  return math.ceil(queue_length / per_min)
end

-- ... rest of module unchanged ...
