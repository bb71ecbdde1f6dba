function M.telescope()
  local ok, builtin = pcall(require, "telescope.builtin")
  if not ok then
    vim.notify("telescope.nvim is not installed; skipping its keymaps", vim.log.levels.WARN)
    return
  end
  map("n", "<leader>ff", function()
    builtin.find_files({ hidden = true })
  end, opts("Find files (incl. hidden)"))
  map("n", "<leader>fg", builtin.live_grep, opts("Live grep"))
  map("n", "<leader>fb", builtin.buffers, opts("Buffers"))
  map("n", "<leader>fh", builtin.help_tags, opts("Help tags"))
  map("n", "<leader>fr", builtin.oldfiles, opts("Recent files"))
end
