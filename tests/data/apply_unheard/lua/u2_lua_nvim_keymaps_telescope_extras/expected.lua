local M = {}

local map = vim.keymap.set

local function opts(desc, extra)
  local o = { noremap = true, silent = true, desc = desc }
  if extra then
    o = vim.tbl_extend("force", o, extra)
  end
  return o
end

function M.general()
  map("n", "<leader>w", "<cmd>write<cr>", opts("Save file"))
  map("n", "<leader>q", "<cmd>quit<cr>", opts("Quit window"))
  map("n", "<Esc>", "<cmd>nohlsearch<cr>", opts("Clear search highlight"))
  map("v", "<", "<gv", opts("Indent left and reselect"))
  map("v", ">", ">gv", opts("Indent right and reselect"))
end

function M.windows()
  map("n", "<C-h>", "<C-w>h", opts("Go to left window"))
  map("n", "<C-j>", "<C-w>j", opts("Go to lower window"))
  map("n", "<C-k>", "<C-w>k", opts("Go to upper window"))
  map("n", "<C-l>", "<C-w>l", opts("Go to right window"))
  map("n", "<leader>sv", "<cmd>vsplit<cr>", opts("Split vertically"))
  map("n", "<leader>sh", "<cmd>split<cr>", opts("Split horizontally"))
end

function M.telescope()
  local ok, builtin = pcall(require, "telescope.builtin")
  if not ok then
    vim.notify("telescope.nvim is not installed; skipping its keymaps", vim.log.levels.WARN)
    return
  end
  map("n", "<leader>ff", function()
    builtin.find_files({ hidden = true })
  end, opts("Find files (incl. hidden)"))
  map("n", "<leader>fg", builtin.live_grep, opts("Live grep"))
  map("n", "<leader>fb", builtin.buffers, opts("Buffers"))
  map("n", "<leader>fh", builtin.help_tags, opts("Help tags"))
  map("n", "<leader>fr", builtin.oldfiles, opts("Recent files"))
end

function M.lsp(bufnr)
  local b = { buffer = bufnr }
  map("n", "gd", vim.lsp.buf.definition, opts("Go to definition", b))
  map("n", "gr", vim.lsp.buf.references, opts("References", b))
  map("n", "K", vim.lsp.buf.hover, opts("Hover docs", b))
  map("n", "<leader>rn", vim.lsp.buf.rename, opts("Rename symbol", b))
  map("n", "<leader>ca", vim.lsp.buf.code_action, opts("Code action", b))
end

function M.setup()
  vim.g.mapleader = " "
  M.general()
  M.windows()
  M.telescope()
  vim.api.nvim_create_autocmd("LspAttach", {
    callback = function(args)
      M.lsp(args.buf)
    end,
  })
end

return M
