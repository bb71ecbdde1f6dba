-- ... existing code ...
    opts = { signcolumn = true },
  },
  {
    "folke/todo-comments.nvim",
    dependencies = { "nvim-lua/plenary.nvim" },
    event = "VeryLazy",
    opts = {},
  },
-- ... existing code ...
