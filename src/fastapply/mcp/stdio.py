"""The stdio transport: the SDK's, plus an answer to every request it cannot read for its text.

The SDK reads each line with pydantic's JSON parser, which refuses a lone UTF-16 surrogate
(``"\\udcff"``, as JavaScript agents can send) and bytes that are not UTF-8; it drops the line, and
the request never gets an answer (the agent waits forever). Here the line is read again with Python's
JSON parser, which takes it, and the request is answered: a ``tools/call`` with a tool error naming
the argument, as for any bad argument (nothing is written), any other request with JSON-RPC's invalid
params. A line neither parser reads goes on to the SDK as before. Standard input is read through a
private copy of its descriptor (fd 0 then reads the null device, so child processes never take the
client's bytes); the SDK keeps standard output to itself as usual.
"""

from __future__ import annotations

import io
import json
import os

import anyio
import mcp_types as types
from mcp.server.mcpserver import MCPServer
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

from ..server.fields import SURROGATE
from .edits import text_problem

UNREADABLE = ("The request holds a lone UTF-16 surrogate or bytes that are not UTF-8, which are not valid Unicode: "
              "send text that encodes as UTF-8.")


async def serve_stdio(server: MCPServer) -> None:
    """Run ``server`` on stdin / stdout until the client closes stdin (as ``server.run("stdio")``)."""
    async with stdio_server(stdin=_claim_stdin()) as (read_stream, write_stream):
        readable, relayed = anyio.create_memory_object_stream(0)
        lowlevel = server._lowlevel_server  # what MCPServer.run_stdio_async runs on the same streams
        async with anyio.create_task_group() as group:
            group.start_soon(_relay, read_stream, write_stream, readable)
            await lowlevel.run(relayed, write_stream, lowlevel.create_initialization_options())
            group.cancel_scope.cancel()


def _claim_stdin() -> anyio.AsyncFile[str]:
    """The client's pipe on a private descriptor, decoded so that bytes that are not UTF-8 survive as lone
    surrogates (refused below) instead of turning into U+FFFD (written into a file as if sent)."""
    wire = os.dup(0)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    return anyio.wrap_file(io.TextIOWrapper(os.fdopen(wire, "rb"), encoding="utf-8", errors="surrogateescape"))


async def _relay(read_stream, write_stream, readable) -> None:
    async with readable:
        async for item in read_stream:
            answer = unreadable_answer(item) if isinstance(item, ValidationError) else None
            if answer is None:
                await readable.send(item)
            else:
                await write_stream.send(SessionMessage(answer))


def unreadable_answer(error: ValidationError) -> types.JSONRPCResponse | types.JSONRPCError | None:
    """The answer to the request whose line the SDK could not read (``error``), when Python's parser reads it
    and finds text that is not valid Unicode in it; None otherwise (the SDK deals with it)."""
    line = next((problem["input"] for problem in error.errors() if isinstance(problem.get("input"), str)), None)
    try:
        request = json.loads(line) if line is not None else None
    except ValueError:
        return None
    if not isinstance(request, dict) or not isinstance(request.get("method"), str) or not _unicode_problem(request):
        return None
    rid = request.get("id")
    if isinstance(rid, bool) or not isinstance(rid, (int, str)) or _unicode_problem(rid):
        return None  # a notification (no answer is due), or an id no answer could carry
    params = request.get("params") if isinstance(request.get("params"), dict) else {}
    arguments = params.get("arguments") if isinstance(params.get("arguments"), dict) else {}
    if request["method"] == "tools/call":
        bad = next(((name, value) for name, value in arguments.items() if isinstance(value, str) and
                    not _unicode_problem(name) and _unicode_problem(value)), None)
        text = text_problem(*bad) if bad is not None else UNREADABLE
        result = types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=True)
        return types.JSONRPCResponse(jsonrpc="2.0", id=rid, result=result.model_dump(by_alias=True, mode="json",
                                                                                     exclude_none=True))
    return types.JSONRPCError(jsonrpc="2.0", id=rid, error=types.ErrorData(code=types.INVALID_PARAMS,
                                                                           message=UNREADABLE))


def _unicode_problem(value) -> bool:
    """Whether ``value`` (JSON data) holds a lone surrogate anywhere."""
    return SURROGATE.search(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)) is not None
