-- ... existing Queue implementation ...

return setmetatable(Queue, {
  __call = function(_, ...)
    return Queue.new(...)
  end,
})
