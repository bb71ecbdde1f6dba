-- ... servers table (lua_ls, pyright, gopls, ts_ls, rust_analyzer) unchanged ...

local function on_attach(client, bufnr)
  -- ... buffer-local map() helper and goto/hover/rename keymaps as before ...
  map("<leader>ca", vim.lsp.buf.code_action, "Code action")
  map("<leader>ds", require("telescope.builtin").lsp_document_symbols, "Document symbols")
  map("<leader>e", vim.diagnostic.open_float, "Show line diagnostics")

  if client.supports_method("textDocument/inlayHint") then
    vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
  end
end

-- ... diagnostics() config and M.setup() server loop unchanged ...
