-- ... existing code ...
function Queue:size()
  return self.tail - self.head + 1
end

function Queue:is_full()
  return self:size() >= self.capacity
end

-- ... existing code ...
