"""A merge worker process: runs picklable calls one at a time, and can be killed mid-call.

A thread cannot be stopped, so a merge past its time budget would burn a core until it ends; a
process is killed at once. The child is a plain ``python -m fastapply.server.merge_process FD``
(no multiprocessing start method: nothing of the parent's ``__main__``, and no torch, is imported):
it imports only what the calls it receives need (the merge, before the first call's time starts).
It talks over a socket pair with ``multiprocessing.connection`` framing (pickles; both ends are this
package), and exits when the parent goes away. Users: the server's merges (merging.py) and the MCP
server's (mcp/appliers.py).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from multiprocessing.connection import Connection

READY = "ready"
STARTUP_SECONDS = 120.0  # a fresh process must be ready within this (imports on a loaded machine)


def merge_only(original: str, update: str, language: str | None = None):
    """The deterministic merge's ApplyResult (a picklable call for the process); ``language``: the file's, or None
    (guessed from the text)."""
    from ..apply.api import apply_edit

    return apply_edit(original, update, engine="merge", language=language)


class MergeTimeout(Exception):
    """The call ran past its budget; the process was killed."""


class MergeCrashed(Exception):
    """The process died during the call (killed, out of memory...)."""


class MergeProcess:
    """One child process; ``call`` blocks (run it in a thread), ``kill`` ends it from any thread."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair()
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(path for path in sys.path if path)}
        self.process = subprocess.Popen([sys.executable, "-m", "fastapply.server.merge_process",
                                         str(theirs.fileno())], pass_fds=(theirs.fileno(),),
                                        stdin=subprocess.DEVNULL, env=env)
        theirs.close()
        self.connection = Connection(ours.detach())
        self.ready = False

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def call(self, function, args: tuple, timeout: float):
        """``function(*args)`` in the child: its value, or the exception it raised; MergeTimeout past
        ``timeout`` seconds (the process is killed), MergeCrashed if it died."""
        try:
            if not self.ready:  # startup is not the merge's time
                if not self.connection.poll(STARTUP_SECONDS) or self.connection.recv() != READY:
                    raise MergeCrashed("the merge process did not start")
                self.ready = True
            self.connection.send((function, args))
            if not self.connection.poll(timeout):
                self.kill()
                self.connection.close()
                raise MergeTimeout
            status, value = self.connection.recv()
        except (EOFError, OSError) as error:
            self.kill()
            self.connection.close()
            raise MergeCrashed("the merge process ended during the merge") from error
        if status == "error":
            raise value
        return value

    def kill(self) -> None:
        """End the process now (any thread; a ``call`` waiting on it returns MergeCrashed). Its socket is
        closed by ``call``, the only one using it, or with the object."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


def _orphan_watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)  # the server is gone: so is whatever it asked for


def main(fd: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the server, which ends this process
    threading.Thread(target=_orphan_watch, args=(os.getppid(),), daemon=True).start()
    connection = Connection(fd)
    import fastapply.apply.api  # noqa: F401  (what the calls need, before the first one's time starts)
    import fastapply.apply.merge  # noqa: F401

    connection.send(READY)
    while True:
        try:
            function, args = connection.recv()
        except (EOFError, OSError):  # the parent closed its end, or went away
            return
        try:
            answer = ("ok", function(*args))
        except Exception as error:  # the caller gets it as raised (a MergeError is a 400 there)
            answer = ("error", error)
        try:
            connection.send(answer)
        except Exception as error:  # an answer that does not pickle
            connection.send(("error", RuntimeError(f"{type(error).__name__}: {error}")))


if __name__ == "__main__":
    main(int(sys.argv[1]))
