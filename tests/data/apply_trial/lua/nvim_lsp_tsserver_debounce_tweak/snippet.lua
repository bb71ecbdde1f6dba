function M.setup()
  -- ... existing code ...

  lspconfig.tsserver.setup({
    on_attach = on_attach,
    capabilities = capabilities,
    flags = { debounce_text_changes = 300 },
  })

  -- ... existing code ...
end
