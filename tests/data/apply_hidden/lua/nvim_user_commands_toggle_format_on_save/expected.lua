-- lua/user/commands.lua
-- Custom user commands.

local api = vim.api

local function notify(msg, level)
  vim.notify(msg, level or vim.log.levels.INFO, { title = "user" })
end

local function buf_path()
  local name = api.nvim_buf_get_name(0)
  if name == "" then
    return nil
  end
  return vim.fn.fnamemodify(name, ":p")
end

api.nvim_create_user_command("CopyPath", function()
  local path = buf_path()
  if not path then
    notify("buffer has no file", vim.log.levels.WARN)
    return
  end
  vim.fn.setreg("+", path)
  notify("copied " .. path)
end, { desc = "Copy the absolute path of the current file" })

api.nvim_create_user_command("CopyRelPath", function()
  local path = buf_path()
  if not path then
    notify("buffer has no file", vim.log.levels.WARN)
    return
  end
  local rel = vim.fn.fnamemodify(path, ":.")
  vim.fn.setreg("+", rel)
  notify("copied " .. rel)
end, { desc = "Copy the path of the current file relative to cwd" })

api.nvim_create_user_command("TrimWhitespace", function()
  local view = vim.fn.winsaveview()
  vim.cmd([[keeppatterns %s/\s\+$//e]])
  vim.fn.winrestview(view)
end, { desc = "Remove trailing whitespace in the buffer" })

api.nvim_create_user_command("Scratch", function(opts)
  local ft = opts.args ~= "" and opts.args or "markdown"
  vim.cmd("enew")
  vim.bo.buftype = "nofile"
  vim.bo.bufhidden = "wipe"
  vim.bo.swapfile = false
  vim.bo.filetype = ft
end, { nargs = "?", complete = "filetype", desc = "Open a scratch buffer" })

api.nvim_create_user_command("ToggleFormatOnSave", function()
  vim.g.format_on_save = not vim.g.format_on_save
  notify("format on save " .. (vim.g.format_on_save and "enabled" or "disabled"))
end, { desc = "Toggle automatic formatting on save" })
