-- ...

local function on_attach(client, bufnr)
  -- ...
  map(bufnr, "n", "<leader>ca", vim.lsp.buf.code_action, "Code action")
  map(bufnr, "n", "[d", vim.diagnostic.goto_prev, "Previous diagnostic")
  map(bufnr, "n", "]d", vim.diagnostic.goto_next, "Next diagnostic")
  map(bufnr, "n", "<leader>f", function()
    vim.lsp.buf.format({ async = true })
  end, "Format buffer")

  -- ...
end

-- ... rest of the file ...
