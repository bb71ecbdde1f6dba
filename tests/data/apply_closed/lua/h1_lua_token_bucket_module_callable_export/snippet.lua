-- ... existing code ...

function M.reset(key)
  if key then
    buckets[key] = nil
  else
    buckets = {}
  end
end

M._VERSION = "0.3.0"

return setmetatable(M, {
  __call = function(_, ...)
    return M.allow(...)
  end,
})
