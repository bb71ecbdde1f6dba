--- A double-ended queue with O(1) push and pop at both ends.
local Queue = {}
Queue.__index = Queue

function Queue.new()
  return setmetatable({ first = 0, last = -1, items = {} }, Queue)
end

function Queue:push_back(value)
  local last = self.last + 1
  self.last = last
  self.items[last] = value
end

function Queue:push_front(value)
  local first = self.first - 1
  self.first = first
  self.items[first] = value
end

function Queue:pop_front()
  if self:is_empty() then
    return nil
  end
  local first = self.first
  local value = self.items[first]
  self.items[first] = nil
  self.first = first + 1
  return value
end

function Queue:pop_back()
  if self:is_empty() then
    return nil
  end
  local last = self.last
  local value = self.items[last]
  self.items[last] = nil
  self.last = last - 1
  return value
end

function Queue:peek_front()
  return self.items[self.first]
end

function Queue:is_empty()
  return self.first > self.last
end

function Queue:size()
  return self.last - self.first + 1
end

function Queue:iter()
  local i = self.first - 1
  return function()
    i = i + 1
    if i <= self.last then
      return self.items[i]
    end
  end
end

return setmetatable(Queue, {
  __call = function(_, ...)
    return Queue.new(...)
  end,
})
