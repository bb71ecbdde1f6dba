local function on_attach(client, bufnr)
  -- ... existing keymaps ...
  map(bufnr, { "n", "v" }, "<leader>ca", vim.lsp.buf.code_action, "Code action")
  map(bufnr, "n", "[d", vim.diagnostic.goto_prev, "Previous diagnostic")
  map(bufnr, "n", "]d", vim.diagnostic.goto_next, "Next diagnostic")
  map(bufnr, "n", "<leader>e", vim.diagnostic.open_float, "Line diagnostics")

  if client.server_capabilities.documentFormattingProvider then
    -- ... format-on-save autocmd (unchanged) ...
  end

  if client.server_capabilities.inlayHintProvider then
    vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
  end
end
