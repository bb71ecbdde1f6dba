"""`fastapply serve --model M`: the OpenAI-compatible HTTP server (loopback unless told otherwise)."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import os
import sys

LOOPBACK_NAMES = ("localhost",)


def register(subparsers) -> None:
    from ..cli import add_model_arguments

    parser = subparsers.add_parser("serve", help="run the OpenAI-compatible HTTP server")
    add_model_arguments(parser)
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: loopback only)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--served-model-name", help="the name clients send as 'model' (default: --model)")
    parser.add_argument("--api-key", default=os.environ.get("FASTAPPLY_API_KEY"),
                        help="require 'Authorization: Bearer KEY' (default: $FASTAPPLY_API_KEY; none = open)")
    parser.add_argument("--max-queue", type=int, default=32, help="requests waiting behind the running one")
    parser.add_argument("--max-body-bytes", type=int, default=4 * 2**20, help="largest request body")
    parser.add_argument("--max-total-tokens", type=int, help="prompt + completion limit (default: model context)")
    parser.add_argument("--default-max-tokens", type=int, default=1024, help="completion budget if none is asked")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per request, queueing included")
    parser.add_argument("--log-level", default="info", choices=("critical", "error", "warning", "info", "debug"))
    parser.set_defaults(handler=run)


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def run(args: argparse.Namespace) -> int:
    from ..cli import CliError, engine_config_from
    from ..engine import Engine
    from .serving import ServerConfig

    try:
        import uvicorn

        from .app import create_app
    except ImportError as error:
        raise CliError(f"the server needs fastapi and uvicorn ({error.name} is missing): "
                       "pip install 'fastapply[server]'") from error
    if not 0 < args.port < 65536:
        raise CliError(f"--port must be in 1..65535, got {args.port}")
    config = ServerConfig(model_name=args.served_model_name or args.model, api_key=args.api_key or None,
                          max_queue=args.max_queue, max_body_bytes=args.max_body_bytes,
                          max_total_tokens=args.max_total_tokens, timeout=args.timeout,
                          default_max_tokens=args.default_max_tokens)
    if not is_loopback(args.host) and not config.api_key:
        print(f"fastapply: warning: serving on {args.host} without --api-key: anyone who can reach it may use it",
              file=sys.stderr)
    engine = Engine.from_pretrained(args.model, device=args.device, dtype=args.dtype, config=engine_config_from(args))
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s:%(name)s: %(message)s")
    uvicorn.run(create_app(engine, config), host=args.host, port=args.port, log_level=args.log_level,
                timeout_graceful_shutdown=5)
    return 0
