-- Neovim config: keymaps and autocommands
local map = vim.keymap.set
local opts = { noremap = true, silent = true }

vim.g.mapleader = " "

map("n", "<leader>w", "<cmd>write<cr>", opts)
map("n", "<leader>q", "<cmd>quit<cr>", opts)
map("n", "<leader>e", "<cmd>Neotree toggle<cr>", opts)
map("n", "<C-h>", "<C-w>h", opts)
map("n", "<C-l>", "<C-w>l", opts)
map("n", "<C-j>", "<C-w>j", opts)
map("n", "<C-k>", "<C-w>k", opts)

local group = vim.api.nvim_create_augroup("user", { clear = true })

vim.api.nvim_create_autocmd("TextYankPost", {
  group = group,
  callback = function()
    vim.highlight.on_yank({ timeout = 150 })
  end,
})

vim.api.nvim_create_autocmd("BufWritePre", {
  group = group,
  pattern = { "*.lua", "*.py", "*.go" },
  callback = function(args)
    require("conform").format({ bufnr = args.buf })
  end,
})

local function toggle_numbers()
  vim.wo.relativenumber = not vim.wo.relativenumber
end

map("n", "<leader>n", toggle_numbers, opts)

return {
  toggle_numbers = toggle_numbers,
}
