-- ... existing commands ...

api.nvim_create_user_command("ToggleFormatOnSave", function()
  vim.g.format_on_save = not vim.g.format_on_save
  notify("format on save " .. (vim.g.format_on_save and "enabled" or "disabled"))
end, { desc = "Toggle automatic formatting on save" })
