-- ... rest of the code ...

local function on_attach(client, bufnr)
  -- ...
  map(bufnr, "n", "<leader>ca", vim.lsp.buf.code_action, "Code action")
  map(bufnr, "n", "<leader>f", function()
    vim.lsp.buf.format({ async = true })
  end, "Format buffer")
  map(bufnr, "n", "[d", vim.diagnostic.goto_prev, "Previous diagnostic")
  map(bufnr, "n", "]d", vim.diagnostic.goto_next, "Next diagnostic")
  map(bufnr, "n", "<leader>e", vim.diagnostic.open_float, "Show line diagnostics")

  -- ... rest of the code ...
end

-- ... rest of the code ...
