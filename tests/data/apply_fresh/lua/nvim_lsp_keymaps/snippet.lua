local function on_attach(client, bufnr)
  local opts = { buffer = bufnr, silent = true }

  -- ... goto / hover / rename / code action keymaps unchanged ...
  vim.keymap.set("n", "[d", vim.diagnostic.goto_prev, opts)
  vim.keymap.set("n", "]d", vim.diagnostic.goto_next, opts)
  vim.keymap.set("n", "<leader>e", vim.diagnostic.open_float, opts)
  vim.keymap.set("n", "<leader>q", vim.diagnostic.setloclist, opts)

  -- ... format-on-save autocmd stays the same ...
end

local servers = {
  -- ... pyright and lua_ls settings unchanged ...
  rust_analyzer = {
    settings = {
      ["rust-analyzer"] = {
        checkOnSave = { command = "clippy" },
        cargo = { allFeatures = true },
      },
    },
  },
  ts_ls = {},
}

-- ... setup loop and diagnostic config as before ...
