"""Command-line entry point for the notes tool."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from notes import store
from notes.remote import RemoteClient

DEFAULT_DIR = Path.home() / ".notes"


def cmd_init(args: argparse.Namespace) -> int:
    path = Path(args.dir)
    if (path / "index.json").exists():
        print(f"already initialised: {path}", file=sys.stderr)
        return 1
    store.init(path)
    print(f"initialised notes in {path}")
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    repo = store.open(Path(args.dir))
    changed = repo.changed_notes()
    for note in changed:
        print(f"  modified: {note.title}")
    print(f"{len(changed)} note(s) changed")
    return 0


def cmd_push(args: argparse.Namespace) -> int:
    repo = store.open(Path(args.dir))
    client = RemoteClient(args.remote)
    pushed = client.push(repo.changed_notes(), force=args.force)
    repo.mark_clean(pushed)
    print(f"pushed {len(pushed)} note(s)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="notes")
    parser.add_argument("--dir", default=str(DEFAULT_DIR), help="notes directory")
    sub = parser.add_subparsers(dest="command", required=True)

    init = sub.add_parser("init", help="create a new notes directory")
    init.set_defaults(func=cmd_init)

    status = sub.add_parser("status", help="show changed notes")
    status.set_defaults(func=cmd_status)

    push = sub.add_parser("push", help="push changed notes to the remote")
    push.add_argument("--remote", required=True)
    push.add_argument("--force", action="store_true")
    push.set_defaults(func=cmd_push)

    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    raise SystemExit(main())
