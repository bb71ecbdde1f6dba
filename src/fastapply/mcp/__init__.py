"""`fastapply mcp`: an MCP server whose `edit_file` tool applies lazy edits to files for coding agents.

- :mod:`.paths`: which files a call may touch (the client's roots, or ``--root`` / the working directory).
- :mod:`.appliers`: who applies the edit (the merge, a local model, or a running `fastapply serve`).
- :mod:`.workers`: the merges' worker processes, killed past ``--apply-timeout``.
- :mod:`.edits`: one edit, from the tool's arguments to the written file and its diff; the input rules.
- :mod:`.server`: the MCP server (the official ``mcp`` SDK's ``MCPServer``), its tool, readable argument errors.
- :mod:`.stdio`: the stdio transport, which answers the lines the SDK cannot read (text that is not Unicode).
- :mod:`.cli`: the ``fastapply mcp`` command (imports the SDK only when it runs).
"""
