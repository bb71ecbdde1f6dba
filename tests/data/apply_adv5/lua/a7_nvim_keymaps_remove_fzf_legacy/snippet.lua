-- ... existing code ...

-- removed setup_fzf_legacy(): the fzf.vim mappings are gone, telescope covers them

local function setup_telescope()
  -- ... existing code ...
end

-- ... existing code ...

function M.setup(config)
  config = config or {}
  setup_general()
  setup_buffers()
  setup_telescope()
end

return M
