local M = {}

local map = vim.keymap.set

local function opts(desc, extra)
  local o = { noremap = true, silent = true, desc = desc }
  if extra then
    o = vim.tbl_extend("force", o, extra)
  end
  return o
end

local function setup_general()
  map("n", "<leader>w", "<cmd>write<cr>", opts("Save file"))
  map("n", "<leader>q", "<cmd>quit<cr>", opts("Quit window"))
  map("n", "<Esc>", "<cmd>nohlsearch<cr>", opts("Clear search highlight"))
  map("v", "<", "<gv", opts("Indent left"))
  map("v", ">", ">gv", opts("Indent right"))
end

local function setup_buffers()
  map("n", "<S-h>", "<cmd>bprevious<cr>", opts("Previous buffer"))
  map("n", "<S-l>", "<cmd>bnext<cr>", opts("Next buffer"))
  map("n", "<leader>bd", "<cmd>bdelete<cr>", opts("Delete buffer"))
end

local function setup_fzf_legacy()
  map("n", "<leader>ff", "<cmd>Files<cr>", opts("Find files (fzf)"))
  map("n", "<leader>fg", "<cmd>Rg<cr>", opts("Grep (fzf)"))
  map("n", "<leader>fb", "<cmd>Buffers<cr>", opts("Buffers (fzf)"))
end

local function setup_telescope()
  local ok, builtin = pcall(require, "telescope.builtin")
  if not ok then
    return
  end
  map("n", "<leader>sf", builtin.find_files, opts("Search files"))
  map("n", "<leader>sg", builtin.live_grep, opts("Search by grep"))
  map("n", "<leader>sb", builtin.buffers, opts("Search buffers"))
  map("n", "<leader>sh", builtin.help_tags, opts("Search help"))
end

function M.on_lsp_attach(bufnr)
  local b = { buffer = bufnr }
  map("n", "gd", vim.lsp.buf.definition, opts("Go to definition", b))
  map("n", "gr", vim.lsp.buf.references, opts("References", b))
  map("n", "K", vim.lsp.buf.hover, opts("Hover", b))
  map("n", "<leader>rn", vim.lsp.buf.rename, opts("Rename symbol", b))
  map("n", "<leader>ca", vim.lsp.buf.code_action, opts("Code action", b))
end

function M.setup(config)
  config = config or {}
  setup_general()
  setup_buffers()
  if config.use_fzf then
    setup_fzf_legacy()
  end
  setup_telescope()
end

return M
