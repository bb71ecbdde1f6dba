local M = {}

local defaults = {
  timeout = 5000,
  retries = 2,
  base_url = "https://api.example.com",
}

local config = vim.deepcopy(defaults)

function M.setup(opts)
  config = vim.tbl_deep_extend("force", defaults, opts or {})
end

local function request(method, path, body)
  local cmd = { "curl", "-s", "-X", method, "--max-time", tostring(config.timeout / 1000) }
  if body then
    table.insert(cmd, "-d")
    table.insert(cmd, vim.json.encode(body))
  end
  table.insert(cmd, config.base_url .. path)
  local result = vim.system(cmd, { text = true }):wait()
  if result.code ~= 0 then
    return nil, result.stderr
  end
  return vim.json.decode(result.stdout)
end

function M.get(path)
  return request("GET", path)
end

function M.delete(path)
  return request("DELETE", path)
end

function M.post(path, body)
  return request("POST", path, body)
end

return M
