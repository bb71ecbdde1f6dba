-- lua/acme/config.lua: editor setup for the acme plugin
local M = {}

local defaults = {
  format_on_save = true,
  lint_on_change = false,
  picker = "telescope",
  statusline = {
    show_branch = true,
    show_diagnostics = true,
  },
  ignore_filetypes = { "help", "qf", "lazy" },
}

M.options = vim.deepcopy(defaults)

local function notify(msg, level)
  vim.notify("[acme] " .. msg, level or vim.log.levels.INFO)
end

local function validate(opts)
  vim.validate({
    format_on_save = { opts.format_on_save, "boolean" },
    lint_on_change = { opts.lint_on_change, "boolean" },
    picker = { opts.picker, "string" },
  })
  if opts.picker ~= "telescope" and opts.picker ~= "fzf" then
    notify("unknown picker '" .. opts.picker .. "', falling back to telescope", vim.log.levels.WARN)
    opts.picker = "telescope"
  end
  return opts
end

local function ignored(bufnr)
  local ft = vim.bo[bufnr].filetype
  return vim.tbl_contains(M.options.ignore_filetypes, ft)
end

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

  if M.options.lint_on_change then
    vim.api.nvim_create_autocmd({ "TextChanged", "InsertLeave" }, {
      group = group,
      callback = function(args)
        if not ignored(args.buf) then
          require("acme.lint").run(args.buf)
        end
      end,
    })
  end
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
