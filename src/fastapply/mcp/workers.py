"""The MCP server's merges: each in a worker process that is killed past its time budget.

A merge runs in the caller's thread's own worker process (server/merge_process.py: a plain child that
imports the merge, no torch), so a slow merge burns no core after its budget and holds no lock the next
call needs: a call waits on its process's socket, the event loop and the other calls go on. Past
``timeout`` seconds the process is killed and the call raises ``MergeTimedOut``; a fresh process
serves the next one. Up to ``keep`` idle processes are kept ready.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from ..server.merge_process import MergeCrashed, MergeProcess, MergeTimeout
from .errors import EngineError, MergeTimedOut


class MergeWorkers:
    def __init__(self, timeout: float, keep: int = 2) -> None:
        if timeout <= 0:
            raise ValueError(f"the merge timeout must be > 0 seconds, got {timeout}")
        self.timeout, self.keep = timeout, keep
        self._idle: list[MergeProcess] = []
        self._lock = threading.Lock()
        self._closed = False

    def start(self) -> None:
        """One process ready now (it imports in the background), so the first call finds it."""
        with self._lock:
            if not self._idle and not self._closed:
                self._idle.append(MergeProcess())

    def run(self, function: Callable, *args):
        """``function(*args)`` in a worker process: its value, or what it raised; MergeTimedOut past the
        budget, EngineError if the process died."""
        process = self._take()
        try:
            return process.call(function, args, self.timeout)
        except MergeTimeout:
            raise MergeTimedOut(f"the merge took longer than this server's limit of {self.timeout:g} s "
                                "(--apply-timeout) and was stopped: send a smaller edit, or split it into "
                                "several calls") from None
        except MergeCrashed as error:
            raise EngineError(f"the merge process ended during the merge ({error})") from None
        finally:
            self._give_back(process)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for process in idle:
            process.kill()

    def _take(self) -> MergeProcess:
        with self._lock:
            while self._idle:
                process = self._idle.pop()
                if process.alive:
                    return process
        return MergeProcess()

    def _give_back(self, process: MergeProcess) -> None:
        with self._lock:
            if process.alive and not self._closed and len(self._idle) < self.keep:
                self._idle.append(process)
                return
        process.kill()
