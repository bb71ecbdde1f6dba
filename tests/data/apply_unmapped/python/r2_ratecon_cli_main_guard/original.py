#!/usr/bin/env python3
"""ratecon: command-line helper for rate confirmations.

Examples:
    ratecon show L-104233
    ratecon send L-104233 --email dispatch@carrier.example
    ratecon void L-104233 --reason "load cancelled by shipper"
"""

import argparse
import json
import logging
import os
import sys

from ratecon.client import RateconClient

log = logging.getLogger("ratecon")

API_URL = os.environ.get("RATECON_API_URL", "https://ratecon.haulbridge.example")


def _client() -> RateconClient:
    token = os.environ.get("RATECON_TOKEN")
    if not token:
        sys.exit("RATECON_TOKEN is not set")
    return RateconClient(API_URL, token=token)


def cmd_show(args: argparse.Namespace) -> int:
    rc = _client().get(args.load_id)
    print(json.dumps(rc, indent=2, sort_keys=True))
    return 0


def cmd_send(args: argparse.Namespace) -> int:
    rc = _client().send(args.load_id, email=args.email)
    log.info("sent rate confirmation %s to %s", rc["id"], args.email)
    return 0


def cmd_resend(args: argparse.Namespace) -> int:
    rc = _client().resend(args.load_id)
    log.info("re-sent rate confirmation %s", rc["id"])
    return 0


def cmd_void(args: argparse.Namespace) -> int:
    rc = _client().void(args.load_id, reason=args.reason)
    log.info("voided rate confirmation %s", rc["id"])
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ratecon", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    show = sub.add_parser("show", help="print a rate confirmation as JSON")
    show.add_argument("load_id")
    show.set_defaults(func=cmd_show)

    send = sub.add_parser("send", help="email a rate confirmation to the carrier")
    send.add_argument("load_id")
    send.add_argument("--email", required=True)
    send.set_defaults(func=cmd_send)

    resend = sub.add_parser("resend", help="re-send the last rate confirmation")
    resend.add_argument("load_id")
    resend.set_defaults(func=cmd_resend)

    void = sub.add_parser("void", help="void a signed rate confirmation")
    void.add_argument("load_id")
    void.add_argument("--reason", required=True)
    void.set_defaults(func=cmd_void)

    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    main()
