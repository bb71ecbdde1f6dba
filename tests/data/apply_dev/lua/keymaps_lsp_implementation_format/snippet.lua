-- ...

    map("n", "<leader>ca", vim.lsp.buf.code_action, bufopts)
    map("n", "gi", vim.lsp.buf.implementation, bufopts)
    map("n", "<leader>lf", function()
      vim.lsp.buf.format({ async = true })
    end, bufopts)
  end,
})

-- ...
