-- ... existing code ...
function M.is_large(bufnr)
  local ok, stats = pcall(vim.uv.fs_stat, vim.api.nvim_buf_get_name(bufnr))
  return ok and stats ~= nil and stats.size > MAX_BYTES
end

---Whether the buffer shows a file on disk (not a help, terminal or scratch buffer).
---@param bufnr integer
---@return boolean
function M.is_file(bufnr)
  return vim.bo[bufnr].buftype == "" and vim.api.nvim_buf_get_name(bufnr) ~= ""
end

-- ... existing code ...
