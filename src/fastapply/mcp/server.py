"""The MCP server: one tool, ``edit_file``, on the official SDK's ``MCPServer``.

The roots a client grants (MCP ``roots/list``) are asked for on every call, so a workspace the user
opens later counts at once; a client that grants none leaves the server's own roots (``--root``, else
the working directory). A refused edit is a tool error (``isError``) whose text says what to send
instead; arguments of the wrong shape are tool errors too (the SDK checks them against the schema),
told in one sentence that names the argument and what it takes, not as the SDK's validation dump.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

from mcp.server.mcpserver import Context, ListRoots, MCPServer, Resolve
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ListRootsResult, ToolAnnotations
from pydantic import Field, ValidationError

from .. import __version__
from .appliers import Applier
from .edits import EditRefused, Limits, edit
from .paths import Workspace, folders_of_uris

INSTRUCTIONS = ("fastapply edits files from lazy edits: call edit_file with only the lines that change, a few "
                "unchanged lines around each change, and `... existing code ...` comments for the rest.")
EDIT_FILE_DESCRIPTION = """\
Edit a file by sending only what changes: a "lazy edit" in which comment lines such as
`// ... existing code ...` stand for the unchanged code in between. The edit is merged into the file,
written atomically, and the answer is the unified diff of the change.

How to write code_edit:
- Give every changed part with one to three unchanged lines above and below it, copied exactly from
  the file, so that it matches one place only.
- Put a marker comment, in the file's own comment syntax (`// ... existing code ...`,
  `# ... existing code ...`, `<!-- ... existing code ... -->`), between the parts, and at the start
  and at the end unless the edit reaches the file's first or last line: a part with no marker after
  it runs to the end of the file, and the code below it that you leave out is deleted.
- Inside one part, original lines you leave out are deleted; code a marker stands for is kept.
- To replace a whole file, or create a new one, send all of it without markers.

Example (add a parameter to f, keep the rest):
    # ... existing code ...
    def f(x, verbose=False):
        if verbose:
            print(x)
        return x * 2
    # ... existing code ...

When the edit is refused (it fits no place, or more than one), nothing is written and the message
says what to add; fix the edit and call again. preview=true returns the diff without writing."""

TARGET_FILE = Field(description="The file to edit: a path relative to the workspace, or absolute (inside it).")
INSTRUCTIONS_FIELD = Field(description="One sentence, in the first person, on what the edit does "
                                       "(e.g. 'I am adding a verbose flag to f').")
CODE_EDIT = Field(description="The changed lines with a little unchanged context around them; comment lines "
                              "like `// ... existing code ...` stand for the unchanged code in between.")
PREVIEW = Field(description="true: only return the diff the edit would make, write nothing.")
EXPECTED = {"target_file": "a string, the path of the file to edit",
            "instructions": "a string, one sentence on what the edit does",
            "code_edit": "a string, the lazy edit (the changed lines, `... existing code ...` comments for the rest)",
            "preview": "true or false"}


def argument_error(error: ValidationError) -> str:
    """The SDK's check of the arguments, as one sentence naming the argument and what it takes."""
    problems = error.errors()
    missing = [str(problem["loc"][0]) for problem in problems if problem["type"] == "missing" and problem["loc"]]
    if len(missing) == 1:
        return f"Missing argument {missing[0]}: expected {EXPECTED.get(missing[0], 'a value')}; nothing was written."
    if missing:
        wanted = "; ".join(f"{name}: {EXPECTED.get(name, 'a value')}" for name in missing)
        return f"Missing arguments {_names(missing)} ({wanted}); nothing was written."
    first = problems[0] if problems else {"loc": ("?",)}
    name = ".".join(map(str, first["loc"])) or "?"
    return (f"Invalid argument {name}: expected {EXPECTED.get(name, 'another value')}, got "
            f"{_shown(first.get('input'))}; nothing was written.")


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _shown(value: Any) -> str:
    kind = {bool: "a boolean", int: "a number", float: "a number", str: "a string", list: "a list",
            dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)
    text = json.dumps(value, ensure_ascii=True, default=str)
    return f"{kind} ({text[:40]}{'...' if len(text) > 40 else ''})"


class EditServer(MCPServer):
    """The SDK's server; a tool error reads as its own sentence (no "Error executing tool" prefix), and a
    call whose arguments do not fit the tool's schema gets ``argument_error``'s sentence."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Context | None = None):
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as error:
            cause = error.__cause__
            if isinstance(cause, ValidationError):
                raise ToolError(argument_error(cause)) from cause
            if isinstance(cause, ToolError):
                raise ToolError(str(cause)) from cause
            raise


def client_roots(ctx: Context) -> ListRoots | None:
    """Ask the client for its roots when it says it has some (``roots/list``)."""
    capabilities = ctx.client_capabilities
    return ListRoots() if capabilities is not None and capabilities.roots is not None else None


def create_server(applier: Applier, fixed_roots: tuple[Path, ...] = (), log_level: str = "WARNING",
                  limits: Limits = Limits()) -> MCPServer:
    """The server; ``fixed_roots`` (``--root``) bound every edit besides the client's roots; ``limits``: the
    largest ``code_edit`` and file."""
    server = EditServer("fastapply", instructions=INSTRUCTIONS, version=__version__, log_level=log_level)

    def edit_file(target_file: Annotated[str, TARGET_FILE], instructions: Annotated[str, INSTRUCTIONS_FIELD],
                  code_edit: Annotated[str, CODE_EDIT],
                  roots: Annotated[ListRootsResult | None, Resolve(client_roots)],
                  preview: Annotated[bool, PREVIEW] = False) -> str:
        granted = folders_of_uris(str(root.uri) for root in roots.roots) if roots is not None else ()
        workspace = Workspace(granted, fixed_roots)
        try:
            return edit(workspace, applier, target_file, code_edit, instructions, preview, limits)
        except EditRefused as error:
            raise ToolError(str(error)) from None

    server.add_tool(edit_file, title="Edit a file with a lazy edit", description=EDIT_FILE_DESCRIPTION,
                    annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=False,
                                                open_world_hint=False),
                    structured_output=False)
    return server
