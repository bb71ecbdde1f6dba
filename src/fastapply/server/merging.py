"""Merges off the engine thread and the event loop, within a time budget, in processes that can be killed.

Every merge the server runs on request text (``/v1/apply`` and ``/v1/code/apply`` with the merge,
streaming or not; the draft for a model apply; the draft of an apply-format chat) runs here, in one
of ``processes`` worker processes (merge_process.py). A request waits at most its budget
(``--apply-timeout``), queueing for a process included; past it the process is killed (no core
burns on for an abandoned merge), a fresh one starts for the next, and the request gets 408
``apply_timeout``. At most ``backlog`` requests wait or run; past that, 429 ``merges_busy`` with
``Retry-After``. ``close`` kills them all, so shutdown never waits for a merge.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial

from ..apply.api import ApplyResult
from ..apply.merge import MergeResult, merge
from .errors import APIError, internal_error
from .merge_process import MergeCrashed, MergeProcess, MergeTimeout, merge_only
from .protocol import ApplyRequest
from .shutdown import Drain

MergeFunction = Callable[[str, str], ApplyResult]
RETRY_AFTER = "1"  # seconds, on 429 merges_busy
POLL_SECONDS = 0.25  # how often a waiting request looks at the shutdown's grace period


class MergeRunner:
    def __init__(self, timeout: float, merge: MergeFunction = merge_only, processes: int = 2,
                 backlog: int = 4) -> None:
        self.timeout, self.merge, self.backlog = timeout, merge, backlog
        self.processes = processes
        self.idle: list[MergeProcess] = []
        self.busy: set[MergeProcess] = set()
        self.pending = 0  # requests waiting for a process or running in one
        self._free: asyncio.Semaphore | None = None
        self.closed = False
        self.drain: Drain | None = None  # the server's shutdown (set by create_app): merges end with the grace

    def start(self) -> None:
        """Start the processes now (they import in the background), so the first merge finds them ready."""
        while len(self.idle) + len(self.busy) < self.processes and not self.closed:
            self.idle.append(MergeProcess())

    async def run(self, request: ApplyRequest) -> ApplyResult:
        """The merge's result (``merge(original, update)``, in the request's language); APIError 408 past the
        budget, 429 when ``backlog`` merges wait or run. Errors of the merge itself (MergeError, ApplyError)
        propagate."""
        return await self.call(self.merge, request.original, request.update, request.language)

    async def draft(self, original: str, update: str, budget: float, language: str | None = None
                    ) -> MergeResult | None:
        """The merge of a model apply or an apply-format chat, which only drafts: None when it is
        not done within ``budget`` seconds or the merges are busy. MergeError propagates."""
        try:
            return await self.call(partial(merge, language=language), original, update,
                                   timeout=min(budget, self.timeout))
        except APIError:
            return None

    async def call(self, function, *args, timeout: float | None = None):
        timeout = self.timeout if timeout is None else timeout
        if self.pending >= self.backlog:
            raise APIError(429, f"The server is busy: {self.backlog} merges are waiting or running. Please retry "
                                "shortly.", "rate_limit_error", code="merges_busy", headers={"Retry-After": RETRY_AFTER})
        if self._free is None:
            self._free = asyncio.Semaphore(self.processes)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        self.pending += 1
        try:
            await asyncio.wait_for(self._free.acquire(), timeout)
        except asyncio.TimeoutError:
            self.pending -= 1
            raise self._timeout_error() from None
        try:
            while self.idle and not self.idle[-1].alive:  # ended while idle (killed from outside...)
                self.idle.pop()
            process = self.idle.pop() if self.idle else MergeProcess()
            self.busy.add(process)
            running = asyncio.ensure_future(asyncio.to_thread(process.call, function, args,
                                                              max(deadline - loop.time(), 0.0)))
            running.add_done_callback(lambda done: done.cancelled() or done.exception())  # read, even if abandoned
            try:
                while not (await asyncio.wait({running}, timeout=POLL_SECONDS))[0]:
                    if self.drain is not None and self.drain.over():  # shutting down: the grace period is over
                        process.kill()
                        raise self.drain.cut_off()
                value = running.result()
            except asyncio.CancelledError:  # the request went away: so does its merge
                process.kill()
                raise
            except MergeTimeout:
                raise self._timeout_error() from None
            except MergeCrashed:
                raise internal_error() from None
            finally:
                self.busy.discard(process)
                if not self.closed and process.alive:  # done, or its merge raised: it serves the next
                    self.idle.append(process)
            return value
        finally:
            self.pending -= 1
            self._free.release()
            if not self.closed:
                self.start()  # a killed process is replaced now, off the next request's time

    def _timeout_error(self) -> APIError:
        return APIError(408, f"The merge took longer than this server's limit of {self.timeout:g} s "
                             "(--apply-timeout) and was stopped; nothing was applied. Send a smaller snippet, "
                             "or split the edit.", "timeout_error", param="update", code="apply_timeout",
                        headers={"x-should-retry": "false"})

    def close(self) -> None:
        """Kill every process, running merges included: nothing waits for them."""
        self.closed = True
        for process in [*self.idle, *self.busy]:
            process.kill()
        self.idle.clear()
