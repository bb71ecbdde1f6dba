-- lua/config/options.lua
-- Basic editor options. Loaded before plugins.

local opt = vim.opt

vim.g.mapleader = " "
vim.g.maplocalleader = "\\"

-- line numbers and gutter
opt.number = true
opt.relativenumber = true
opt.signcolumn = "yes"
opt.cursorline = true
opt.colorcolumn = "100"

-- indentation
opt.expandtab = true
opt.shiftwidth = 4
opt.tabstop = 4
opt.smartindent = true

-- search
opt.ignorecase = true
opt.smartcase = true
opt.incsearch = true
opt.hlsearch = true

-- windows
opt.splitright = true
opt.splitbelow = true
opt.scrolloff = 8
opt.sidescrolloff = 8

-- files
opt.undofile = true
opt.undolevels = 5000
opt.swapfile = false
opt.updatetime = 250
opt.timeoutlen = 400

opt.termguicolors = true
opt.clipboard = "unnamedplus"
opt.mouse = "a"

opt.wrap = false
opt.list = true
opt.listchars = { tab = "» ", trail = "·", nbsp = "␣" }
opt.confirm = true
