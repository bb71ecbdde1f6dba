return {
  {
    "nvim-telescope/telescope.nvim",
    -- ... existing config ...
    opts = {
      defaults = {
        layout_strategy = "horizontal",
        sorting_strategy = "ascending",
      },
    },
  },
  {
    "lewis6991/gitsigns.nvim",
    -- ... existing config ...
  },
  -- ... rest unchanged ...
}
