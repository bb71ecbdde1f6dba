-- ...

local function create_autocmds()
  local group = vim.api.nvim_create_augroup("AcmeConfig", { clear = true })

  if M.options.format_on_save then
    vim.api.nvim_create_autocmd("BufWritePre", {
      group = group,
      callback = function(args)
        if not ignored(args.buf) and #vim.lsp.get_clients({ bufnr = args.buf }) > 0 then
          vim.lsp.buf.format({ bufnr = args.buf, timeout_ms = 3000 })
        end
      end,
    })
  end

  -- ... rest of the code ...
end

function M.setup(opts)
  M.options = validate(vim.tbl_deep_extend("force", defaults, opts or {}))
  create_autocmds()
  vim.api.nvim_create_user_command("AcmeFormatToggle", function()
    M.options.format_on_save = not M.options.format_on_save
    create_autocmds()
    notify("format on save: " .. tostring(M.options.format_on_save))
  end, {})
end

return M
