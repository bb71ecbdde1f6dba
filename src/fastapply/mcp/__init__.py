"""`fastapply mcp`: an MCP server whose `edit_file` tool applies lazy edits to files for coding agents.

- :mod:`.paths`: which files a call may touch (the client's roots, or ``--root`` / the working directory).
- :mod:`.appliers`: who applies the edit (the merge, a local model, or a running `fastapply serve`).
- :mod:`.edits`: one edit, from the tool's arguments to the written file and its diff.
- :mod:`.server`: the MCP server (the official ``mcp`` SDK's ``MCPServer``) and its tool.
- :mod:`.cli`: the ``fastapply mcp`` command (imports the SDK only when it runs).
"""
