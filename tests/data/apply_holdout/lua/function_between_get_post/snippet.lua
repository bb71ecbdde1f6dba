function M.get(path)
  return request("GET", path)
end

function M.delete(path)
  return request("DELETE", path)
end

function M.post(path, body)
  return request("POST", path, body)
end
