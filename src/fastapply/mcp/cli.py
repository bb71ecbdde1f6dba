"""`fastapply mcp`: the MCP server for coding agents (stdio by default; see docs/agents.md).

The ``mcp`` SDK (in the core install) and, with ``--model``, the model stack are imported
only when the command runs; the merge-only server never loads torch.
"""

from __future__ import annotations

import argparse
import os

TRANSPORTS = ("stdio", "streamable-http")


def register(subparsers) -> None:
    from ..cli import add_engine_arguments
    from ..clihelp import add_command

    parser = add_command(
        subparsers, "mcp", "run an MCP server with an edit_file tool for coding agents",
        "fastapply mcp --root .                                  # stdio, started by the agent\n"
        "fastapply mcp --server-url http://127.0.0.1:8000        # apply through a running `fastapply serve`",
        "For coding agents (Claude Code, Cline, Cursor...): its edit_file tool applies a lazy edit to a file and "
        "answers with the diff. The deterministic merge applies edits unless --model or --server-url says otherwise.")
    parser.add_argument("--root", action="append", default=[], metavar="DIR",
                        help="a folder edits may touch (repeatable); edits must also lie inside the roots the "
                             "client grants. Default: the client's roots, else the working directory")
    engine = parser.add_mutually_exclusive_group()
    engine.add_argument("--model", help="apply with this local model (HF id or folder); the merge drafts")
    engine.add_argument("--server-url", help="apply through a running `fastapply serve` (e.g. http://127.0.0.1:8000)")
    parser.add_argument("--api-key", default=os.environ.get("FASTAPPLY_API_KEY"),
                        help="the key of --server-url (default: $FASTAPPLY_API_KEY)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds a --server-url apply may take")
    parser.add_argument("--apply-timeout", type=float, default=5.0,
                        help="seconds a merge may take (the merge, or --model's draft); its worker process is then "
                             "killed and the call answers that it ran out of time, writing nothing (default: 5)")
    parser.add_argument("--max-edit-bytes", type=int, default=4 * 2**20,
                        help="largest code_edit, in UTF-8 bytes; a larger one is refused (default: 4 MiB)")
    parser.add_argument("--max-file-bytes", type=int, default=4 * 2**20,
                        help="largest file an edit may read; a larger one is refused (default: 4 MiB)")
    parser.add_argument("--template", default="plain", help="--model's prompt format: plain, fastapply, relace")
    parser.add_argument("--device", help="where --model runs: cpu, cuda, cuda:1 ... (default: cuda when present)")
    add_engine_arguments(parser)
    parser.add_argument("--transport", choices=TRANSPORTS, default="stdio",
                        help="stdio (default: the client starts the server) or streamable-http (a local URL)")
    parser.add_argument("--host", default="127.0.0.1", help="streamable-http: loopback address to bind")
    parser.add_argument("--port", type=int, default=8765, help="streamable-http: port (default 8765)")
    parser.add_argument("--log-level", default="warning", choices=("critical", "error", "warning", "info", "debug"),
                        help="what the server logs on stderr")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from ..apply.templates import TEMPLATES
    from ..cli import CliError, engine_config_from
    from ..server.cli import is_loopback
    from .appliers import EngineSettings, make_applier
    from .edits import Limits
    from .paths import real_folder
    from .workers import MergeWorkers

    try:
        import anyio

        from .server import create_server
        from .stdio import serve_stdio
    except ImportError as error:
        raise CliError(f"the MCP server needs the mcp SDK ({error.name} is missing): "
                       "it comes with the core install, pip install fastapply") from error
    roots = tuple(real_folder(root) for root in args.root)
    for given, root in zip(args.root, roots):
        if not root.is_dir():
            raise CliError(f"--root {given}: not a folder")
    if args.model and args.template not in TEMPLATES:
        raise CliError(f"unknown --template {args.template!r}; valid: {', '.join(sorted(TEMPLATES))}")
    if args.server_url and not args.server_url.startswith(("http://", "https://")):
        raise CliError(f"--server-url must start with http:// or https://, got {args.server_url!r}")
    if args.transport == "streamable-http" and not is_loopback(args.host):
        raise CliError(f"--host {args.host}: the MCP server writes files and has no authentication, so it "
                       "listens on loopback only")
    try:
        limits = Limits(args.max_edit_bytes, args.max_file_bytes)
        settings = EngineSettings(model=args.model, server_url=args.server_url, api_key=args.api_key or None,
                                  template=args.template, device=args.device,
                                  engine_config=engine_config_from(args) if args.model else None,
                                  timeout=args.timeout, apply_timeout=args.apply_timeout)
    except ValueError as error:
        raise CliError(str(error)) from error
    workers = MergeWorkers(settings.apply_timeout)
    try:
        server = create_server(make_applier(settings, workers), roots, log_level=args.log_level.upper(), limits=limits)
        if args.transport == "stdio":
            anyio.run(serve_stdio, server)
        else:
            server.run("streamable-http", host=args.host, port=args.port)
    finally:
        workers.close()  # (they also end on their own when this process goes away)
    return 0
