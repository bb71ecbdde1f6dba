"""Run `fastapply` in a real process that can be paused at a chosen system call (tests only).

The pause comes from a Python audit hook (``sys.addaudithook``, a documented interpreter
feature): the library runs unchanged, and the test decides what happens while the process
waits (kill it, change the file behind its back). Settings come from environment variables:

- ``PROBE_PAUSE_AT``: ``tmpfile`` (the temporary file is about to be opened: audit hooks run before
  the call), ``chmod`` (the written temporary file gets the old file's mode), ``link`` (an unnamed
  temporary file is about to get its name), ``rename`` (the temporary file is about to be renamed
  over the target) or ``truncate`` (a file rewritten in place holds the new content, not yet cut to its
  length).
- ``PROBE_READY``: a file this process creates when it pauses.
- ``PROBE_GO``: a file whose appearance lets the process go on (without it, it waits forever).
- ``PROBE_NO_TMPFILE=1``: opening an unnamed temporary file fails with EOPNOTSUPP, as on a
  filesystem without ``O_TMPFILE``.
"""

from __future__ import annotations

import errno
import os
import sys
import time

PAUSE_AT = os.environ.get("PROBE_PAUSE_AT")
_busy = False


def _is_tmpfile(flags) -> bool:
    return isinstance(flags, int) and hasattr(os, "O_TMPFILE") and flags & os.O_TMPFILE == os.O_TMPFILE


def _temp_opened(args) -> bool:
    flags = args[2] if len(args) > 2 else None
    return _is_tmpfile(flags) or (isinstance(flags, int) and bool(flags & os.O_CREAT) and bool(flags & os.O_EXCL))


def _pause() -> None:
    with open(os.environ["PROBE_READY"], "w") as handle:
        handle.write(str(os.getpid()))
    go = os.environ.get("PROBE_GO")
    while go is None or not os.path.exists(go):
        time.sleep(0.01)


def hook(event: str, args: tuple) -> None:
    global _busy
    if _busy:
        return
    _busy = True
    try:
        if event == "open" and os.environ.get("PROBE_NO_TMPFILE") and _is_tmpfile(args[2] if len(args) > 2 else None):
            raise OSError(errno.EOPNOTSUPP, "O_TMPFILE refused by the test probe")
        if (PAUSE_AT == "tmpfile" and event == "open" and _temp_opened(args)) or \
                (PAUSE_AT == "chmod" and event == "os.chmod") or \
                (PAUSE_AT == "link" and event == "os.link") or (PAUSE_AT == "rename" and event == "os.rename") or \
                (PAUSE_AT == "truncate" and event == "os.truncate"):
            _pause()
    finally:
        _busy = False


if __name__ == "__main__":
    sys.addaudithook(hook)
    from fastapply.cli import main

    sys.exit(main(sys.argv[1:]))
