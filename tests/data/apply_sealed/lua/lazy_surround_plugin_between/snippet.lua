  -- ... telescope, gitsigns and which-key unchanged ...

  {
    "numToStr/Comment.nvim",
    event = { "BufReadPost", "BufNewFile" },
    opts = {},
  },

  {
    "kylechui/nvim-surround",
    version = "*",
    event = "VeryLazy",
    opts = {
      keymaps = {
        normal = "ys",
        delete = "ds",
        change = "cs",
      },
    },
  },

  {
    "windwp/nvim-autopairs",
    -- ... unchanged ...
  },
}
