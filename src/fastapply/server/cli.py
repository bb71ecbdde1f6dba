"""`fastapply serve --model M`: the OpenAI-compatible HTTP server (loopback unless told otherwise).

`fastapply serve --apply-engine merge` without `--model` serves the apply routes with the merge only,
and never loads torch's model stack for it."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import os
import sys

LOOPBACK_NAMES = ("localhost",)
MERGE_NAME = "merge"  # the model name of a server without a model


def register(subparsers) -> None:
    from ..cli import add_model_arguments
    from ..clihelp import add_command
    from .replicas import add_arguments as add_replica_arguments

    parser = add_command(subparsers, "serve", "run the OpenAI-compatible HTTP server",
                         "fastapply serve --model Qwen/Qwen2.5-Coder-0.5B --port 8000 --api-key secret\n"
                         "fastapply serve --apply-engine merge   # the apply routes only, no model",
                         "Serves /v1/chat/completions, /v1/completions, /v1/apply and /v1/code/apply on loopback "
                         "unless --host says otherwise; requests decode together in batches.")
    add_model_arguments(parser, required=False)
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: loopback only)")
    parser.add_argument("--port", type=int, default=8000, help="TCP port to listen on")
    parser.add_argument("--served-model-name", nargs="+", metavar="NAME",
                        help="the names clients may send as 'model' (default: --model; without one: merge, which a "
                             "server without a model always takes); answers carry the first, "
                             "e.g. --served-model-name my-apply morph-v3-fast relace-apply-3 auto")
    parser.add_argument("--api-key", default=os.environ.get("FASTAPPLY_API_KEY"),
                        help="require 'Authorization: Bearer KEY' (default: $FASTAPPLY_API_KEY; none = open)")
    parser.add_argument("--max-queue", type=int, default=32, help="requests waiting behind the running one")
    parser.add_argument("--max-body-bytes", type=int, default=4 * 2**20, help="largest request body")
    parser.add_argument("--max-total-tokens", type=int, help="prompt + completion limit (default: model context)")
    parser.add_argument("--default-max-tokens", type=int, default=1024, help="completion budget if none is asked")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per request, queueing included")
    parser.add_argument("--max-batch-size", type=int, default=16,
                        help="requests decoding together, verified in one forward (1 = one at a time)")
    parser.add_argument("--threads", type=int,
                        help="llama.cpp: CPU threads of a GGUF model (default: all this process may use)")
    parser.add_argument("--max-batch-tokens", type=int, default=512,
                        help="tokens in one batched forward (each request's last token + draft) and in one prefill chunk")
    parser.add_argument("--read-timeout", type=float, default=30.0,
                        help="seconds a request body may stall mid-upload before 408 (default: 30)")
    parser.add_argument("--body-timeout", type=float, default=60.0,
                        help="seconds a whole request body may take to arrive, however it trickles, before 408 "
                             "(default: 60)")
    parser.add_argument("--header-timeout", type=float, default=30.0,
                        help="seconds a connection gets, from its opening and after each response, to send a "
                             "request's complete headers; then 408 (or a silent close if nothing came) (default: 30)")
    parser.add_argument("--http", choices=("auto", "h11", "httptools"), default="auto",
                        help="uvicorn's HTTP parser (default: httptools when installed, else h11)")
    parser.add_argument("--apply-timeout", type=float, default=5.0,
                        help="seconds a /v1/apply merge (engine 'merge') may take before 408 (default: 5)")
    parser.add_argument("--shutdown-grace", type=float, default=10.0,
                        help="on SIGTERM: seconds running requests get to finish before they are ended "
                             "with a 503 error (default: 10)")
    parser.add_argument("--log-level", default="info", choices=("critical", "error", "warning", "info", "debug"),
                        help="how much the server logs")
    parser.add_argument("--apply-engine", choices=("auto", "model", "merge"), default="auto",
                        help="who answers /v1/code/apply (and /v1/apply requests that name no engine): auto = the "
                             "model when serving one, else the merge; merge needs no --model")
    parser.add_argument("--apply-template", default="plain", help="the apply model's prompt format: plain, "
                        "fastapply, relace")
    parser.add_argument("--no-auto-prediction", dest="auto_prediction", action="store_false",
                        help="do not draft chat requests in the apply format (<code>..</code><update>..</update>) "
                             "from the merge when they carry no prediction")
    add_replica_arguments(parser)
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
    from .replicas import scale_config, serve_replicas
    from .serving import ServerConfig

    try:
        import uvicorn  # noqa: F401  (checked here for a clear message)

        from .app import create_app
        from .shutdown import serve
        from .slowloris import http_protocol
    except ImportError as error:
        raise CliError(f"the server needs fastapi and uvicorn ({error.name} is missing): "
                       "they come with the core install, pip install fastapply") from error
    if not 0 < args.port < 65536:
        raise CliError(f"--port must be in 1..65535, got {args.port}")
    if args.model is None and args.apply_engine != "merge":
        raise CliError("give --model, or --apply-engine merge for a server without a model")
    names = args.served_model_name or [args.model or MERGE_NAME]
    if args.model is None:  # a merge-only server always answers to "merge" too
        names = [*names, MERGE_NAME]
    config = ServerConfig(model_name=names[0], model_aliases=tuple(names[1:]), api_key=args.api_key or None,
                          max_queue=args.max_queue, max_body_bytes=args.max_body_bytes,
                          max_total_tokens=args.max_total_tokens, timeout=args.timeout,
                          default_max_tokens=args.default_max_tokens, apply_engine=args.apply_engine,
                          apply_template=args.apply_template, auto_prediction=args.auto_prediction,
                          max_batch_size=args.max_batch_size, max_batch_tokens=args.max_batch_tokens,
                          read_timeout=args.read_timeout, body_timeout=args.body_timeout,
                          header_timeout=args.header_timeout,
                          apply_timeout=args.apply_timeout,
                          shutdown_grace=args.shutdown_grace)
    if not is_loopback(args.host) and not config.api_key:
        print(f"fastapply: warning: serving on {args.host} without --api-key: anyone who can reach it may use it",
              file=sys.stderr)
    scale = scale_config(args)
    if scale.wanted:  # N replicas behind Ray Serve's proxy
        if args.model is None:
            raise CliError("--replicas, --max-replicas and --address serve a model: give --model (a merge-only "
                           "server needs no replicas: it uses no model)")
        return serve_replicas(args, config, scale)
    try:  # uvicorn's HTTP protocol, with a deadline for request headers
        protocol = http_protocol(config.header_timeout, args.http)
    except ValueError as error:  # --http httptools without httptools
        raise CliError(str(error)) from error
    engine = None
    if args.model is not None:
        from ..engine import Engine

        engine = Engine.from_pretrained(args.model, device=args.device, dtype=args.dtype,
                                        config=engine_config_from(args))
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s:%(name)s: %(message)s")
    app = create_app(engine, config)
    serve(app, app.state.drain, http=protocol, host=args.host, port=args.port, log_level=args.log_level)
    app.state.worker.stop()  # done by the app's shutdown already, unless a second Ctrl-C skipped it
    return 0
