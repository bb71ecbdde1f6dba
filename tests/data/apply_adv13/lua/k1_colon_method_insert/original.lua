--- A bounded FIFO queue used by the job runner.
local Queue = {}
Queue.__index = Queue

function Queue.new(capacity)
  return setmetatable({ items = {}, head = 1, tail = 0, capacity = capacity or 128 }, Queue)
end

function Queue:size()
  return self.tail - self.head + 1
end

function Queue:push(item)
  if self:size() >= self.capacity then
    return false, "queue full"
  end
  self.tail = self.tail + 1
  self.items[self.tail] = item
  return true
end

function Queue:pop()
  if self:size() == 0 then
    return nil
  end
  local item = self.items[self.head]
  self.items[self.head] = nil
  self.head = self.head + 1
  return item
end

function Queue:clear()
  self.items, self.head, self.tail = {}, 1, 0
end

return Queue
