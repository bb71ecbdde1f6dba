local M = {}

local MAX_BYTES = 1024 * 1024

---Whether the buffer is too large for treesitter and LSP features.
---@param bufnr integer
---@return boolean
function M.is_large(bufnr)
  local ok, stats = pcall(vim.uv.fs_stat, vim.api.nvim_buf_get_name(bufnr))
  return ok and stats ~= nil and stats.size > MAX_BYTES
end

---The project root of the buffer: the nearest directory holding a marker file.
---@param bufnr integer
---@return string|nil
function M.root(bufnr)
  local path = vim.api.nvim_buf_get_name(bufnr)
  return vim.fs.root(path, { ".git", "package.json", "Cargo.toml" })
end

---The buffer's file type, or nil for scratch buffers.
---@param bufnr integer
---@return string|nil
function M.filetype(bufnr)
  local ft = vim.bo[bufnr].filetype
  return ft ~= "" and ft or nil
end

return M
