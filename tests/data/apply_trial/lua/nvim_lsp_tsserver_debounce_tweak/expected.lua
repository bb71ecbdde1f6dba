-- lua/config/lsp.lua
-- Language server setup: keymaps, capabilities and per-server options.

local lspconfig = require("lspconfig")
local cmp_lsp = require("cmp_nvim_lsp")

local M = {}

local capabilities = cmp_lsp.default_capabilities(vim.lsp.protocol.make_client_capabilities())

local function map(bufnr, mode, lhs, rhs, desc)
  vim.keymap.set(mode, lhs, rhs, { buffer = bufnr, silent = true, desc = desc })
end

local function on_attach(client, bufnr)
  map(bufnr, "n", "gd", vim.lsp.buf.definition, "Go to definition")
  map(bufnr, "n", "gD", vim.lsp.buf.declaration, "Go to declaration")
  map(bufnr, "n", "gr", vim.lsp.buf.references, "List references")
  map(bufnr, "n", "gi", vim.lsp.buf.implementation, "Go to implementation")
  map(bufnr, "n", "K", vim.lsp.buf.hover, "Hover documentation")
  map(bufnr, "n", "<leader>rn", vim.lsp.buf.rename, "Rename symbol")
  map(bufnr, "n", "<leader>ca", vim.lsp.buf.code_action, "Code action")
  map(bufnr, "n", "[d", vim.diagnostic.goto_prev, "Previous diagnostic")
  map(bufnr, "n", "]d", vim.diagnostic.goto_next, "Next diagnostic")

  if client.server_capabilities.documentFormattingProvider then
    vim.api.nvim_create_autocmd("BufWritePre", {
      buffer = bufnr,
      callback = function()
        vim.lsp.buf.format({ bufnr = bufnr, timeout_ms = 2000 })
      end,
    })
  end
end

function M.setup()
  lspconfig.pyright.setup({
    on_attach = on_attach,
    capabilities = capabilities,
    flags = { debounce_text_changes = 150 },
  })

  lspconfig.gopls.setup({
    on_attach = on_attach,
    capabilities = capabilities,
    flags = { debounce_text_changes = 150 },
  })

  lspconfig.tsserver.setup({
    on_attach = on_attach,
    capabilities = capabilities,
    flags = { debounce_text_changes = 300 },
  })

  lspconfig.rust_analyzer.setup({
    on_attach = on_attach,
    capabilities = capabilities,
    flags = { debounce_text_changes = 150 },
  })

  lspconfig.lua_ls.setup({
    on_attach = on_attach,
    capabilities = capabilities,
    settings = {
      Lua = {
        diagnostics = { globals = { "vim" } },
        workspace = { checkThirdParty = false },
        telemetry = { enable = false },
      },
    },
  })
end

return M
