-- lua/config/lsp.lua
local lspconfig = require("lspconfig")
local cmp_nvim_lsp = require("cmp_nvim_lsp")

local M = {}

local capabilities = cmp_nvim_lsp.default_capabilities()

local function map(bufnr, mode, lhs, rhs, desc)
  vim.keymap.set(mode, lhs, rhs, { buffer = bufnr, silent = true, desc = desc })
end

local function on_attach(client, bufnr)
  vim.bo[bufnr].omnifunc = "v:lua.vim.lsp.omnifunc"

  map(bufnr, "n", "gd", vim.lsp.buf.definition, "Go to definition")
  map(bufnr, "n", "gD", vim.lsp.buf.declaration, "Go to declaration")
  map(bufnr, "n", "gr", vim.lsp.buf.references, "List references")
  map(bufnr, "n", "gi", vim.lsp.buf.implementation, "Go to implementation")
  map(bufnr, "n", "K", vim.lsp.buf.hover, "Hover documentation")
  map(bufnr, "n", "<leader>rn", vim.lsp.buf.rename, "Rename symbol")
  map(bufnr, { "n", "v" }, "<leader>ca", vim.lsp.buf.code_action, "Code action")
  map(bufnr, "n", "[d", vim.diagnostic.goto_prev, "Previous diagnostic")
  map(bufnr, "n", "]d", vim.diagnostic.goto_next, "Next diagnostic")
  map(bufnr, "n", "<leader>e", vim.diagnostic.open_float, "Line diagnostics")

  if client.server_capabilities.documentFormattingProvider then
    vim.api.nvim_create_autocmd("BufWritePre", {
      group = vim.api.nvim_create_augroup("LspFormat." .. bufnr, { clear = true }),
      buffer = bufnr,
      callback = function()
        vim.lsp.buf.format({ bufnr = bufnr, timeout_ms = 2000 })
      end,
    })
  end

  if client.server_capabilities.inlayHintProvider then
    vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
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
  pyright = {},
  gopls = {
    settings = {
      gopls = { gofumpt = true, staticcheck = true },
    },
  },
  rust_analyzer = {
    settings = {
      ["rust-analyzer"] = { check = { command = "clippy" } },
    },
  },
  tsserver = {},
}

function M.setup()
  vim.diagnostic.config({
    virtual_text = { spacing = 2, prefix = "*" },
    severity_sort = true,
    float = { border = "rounded" },
  })

  for name, opts in pairs(servers) do
    opts.on_attach = on_attach
    opts.capabilities = capabilities
    lspconfig[name].setup(opts)
  end
end

return M
