local M = {}

local lspconfig = require("lspconfig")
local cmp_lsp = require("cmp_nvim_lsp")

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
  map(bufnr, "n", "<leader>f", function()
    vim.lsp.buf.format({ async = true })
  end, "Format buffer")
  map(bufnr, "n", "[d", vim.diagnostic.goto_prev, "Previous diagnostic")
  map(bufnr, "n", "]d", vim.diagnostic.goto_next, "Next diagnostic")
  map(bufnr, "n", "<leader>e", vim.diagnostic.open_float, "Show line diagnostics")

  if client.server_capabilities.documentHighlightProvider then
    local group = vim.api.nvim_create_augroup("lsp_highlight_" .. bufnr, { clear = true })
    vim.api.nvim_create_autocmd("CursorHold", {
      group = group,
      buffer = bufnr,
      callback = vim.lsp.buf.document_highlight,
    })
    vim.api.nvim_create_autocmd("CursorMoved", {
      group = group,
      buffer = bufnr,
      callback = vim.lsp.buf.clear_references,
    })
  end
end

local servers = {
  lua_ls = {
    settings = {
      Lua = {
        diagnostics = { globals = { "vim" } },
        workspace = { checkThirdParty = false },
        telemetry = { enable = false },
      },
    },
  },
  pyright = {
    settings = {
      python = { analysis = { typeCheckingMode = "basic" } },
    },
  },
  gopls = {
    settings = {
      gopls = { gofumpt = true, staticcheck = true },
    },
  },
  rust_analyzer = {},
  tsserver = {},
}

function M.setup()
  for name, config in pairs(servers) do
    config.capabilities = capabilities
    config.on_attach = on_attach
    lspconfig[name].setup(config)
  end
end

return M
