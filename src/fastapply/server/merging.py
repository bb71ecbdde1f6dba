"""`/v1/apply` with engine "merge": the deterministic merge runs off the engine thread, within a time budget.

The merge needs no model, so it must not wait behind (or hold up) the engine's queue. It runs on a
small thread pool; the request waits at most ``apply_timeout`` seconds, then gets 408
``apply_timeout`` and nothing is written anywhere. A thread cannot be stopped, so an abandoned merge
finishes in the background; a semaphore bounds how many merges (running or abandoned) exist at once,
and past that bound new merge requests get 429 ``merges_busy`` instead of piling up.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from ..apply.api import ApplyResult, apply_edit
from .protocol import APIError, ApplyRequest

MergeFunction = Callable[[str, str], ApplyResult]


def merge_only(original: str, update: str) -> ApplyResult:
    return apply_edit(original, update, engine="merge")


class MergeRunner:
    def __init__(self, timeout: float, merge: MergeFunction = merge_only, threads: int = 2,
                 backlog: int = 4) -> None:
        self.timeout, self.merge, self.backlog = timeout, merge, backlog
        self.pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="fastapply-merge")
        self.slots = threading.BoundedSemaphore(backlog)  # merges running or abandoned and still running

    async def run(self, request: ApplyRequest) -> ApplyResult:
        """The merge's result; APIError 408 past the budget, 429 when ``backlog`` merges are in flight.
        Errors of the merge itself (MergeError, ApplyError) propagate as raised."""
        if not self.slots.acquire(blocking=False):
            raise APIError(429, f"The server is busy: {self.backlog} merges are running (some past their time "
                                "budget). Please retry shortly.", "rate_limit_error", code="merges_busy")
        try:
            future = self.pool.submit(self.merge, request.original, request.update)
        except BaseException:
            self.slots.release()
            raise
        future.add_done_callback(lambda _: self.slots.release())
        try:
            return await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(future)), self.timeout)
        except asyncio.TimeoutError:
            raise APIError(408, f"The merge took longer than this server's limit of {self.timeout:g} s "
                                "(--apply-timeout) and was abandoned; nothing was applied. Send a smaller snippet, "
                                "or split the edit.", "timeout_error", param="update", code="apply_timeout",
                           headers={"x-should-retry": "false"}) from None

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
