-- lua/plugins/lsp.lua
-- Language servers, completion capabilities and per-server settings.

local M = {}

local servers = {
  lua_ls = {
    settings = {
      Lua = {
        runtime = { version = "LuaJIT" },
        workspace = { checkThirdParty = false },
        diagnostics = { globals = { "vim" } },
        telemetry = { enable = false },
      },
    },
  },
  pyright = {
    settings = {
      python = {
        analysis = {
          typeCheckingMode = "basic",
          autoSearchPaths = true,
          useLibraryCodeForTypes = true,
        },
      },
    },
  },
  gopls = {
    settings = {
      gopls = {
        gofumpt = true,
        staticcheck = true,
        analyses = { unusedparams = true, shadow = true },
      },
    },
  },
  ts_ls = {},
  rust_analyzer = {
    settings = {
      ["rust-analyzer"] = {
        cargo = { allFeatures = true },
        check = { command = "clippy" },
      },
    },
  },
}

local function on_attach(client, bufnr)
  local function map(keys, func, desc)
    vim.keymap.set("n", keys, func, { buffer = bufnr, desc = "LSP: " .. desc })
  end

  map("gd", vim.lsp.buf.definition, "Goto definition")
  map("gr", vim.lsp.buf.references, "Goto references")
  map("gI", vim.lsp.buf.implementation, "Goto implementation")
  map("K", vim.lsp.buf.hover, "Hover documentation")
  map("<leader>rn", vim.lsp.buf.rename, "Rename symbol")
  map("<leader>ca", vim.lsp.buf.code_action, "Code action")

  if client.supports_method("textDocument/inlayHint") then
    vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
  end
end

local function diagnostics()
  vim.diagnostic.config({
    virtual_text = { spacing = 2, prefix = "●" },
    severity_sort = true,
    float = { border = "rounded", source = "if_many" },
    signs = true,
    underline = true,
  })
end

function M.setup()
  diagnostics()

  local capabilities = vim.lsp.protocol.make_client_capabilities()
  local ok, cmp_lsp = pcall(require, "cmp_nvim_lsp")
  if ok then
    capabilities = vim.tbl_deep_extend("force", capabilities, cmp_lsp.default_capabilities())
  end

  require("mason").setup()
  require("mason-lspconfig").setup({ ensure_installed = vim.tbl_keys(servers) })

  local lspconfig = require("lspconfig")
  for name, config in pairs(servers) do
    config.capabilities = capabilities
    config.on_attach = on_attach
    lspconfig[name].setup(config)
  end
end

return M
