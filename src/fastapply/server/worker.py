"""The single worker thread that owns the engine, and the jobs it runs.

A bounded queue sits in front of the worker (full -> 429). With batching (the default where the
engine supports it), generation requests decode together in a ``Batch`` (continuous batching:
they join and leave between rounds) and the worker checks every job's cancel flag and deadline
between rounds; other work (apply) runs alone between rounds. Without batching the worker runs
each job's work to the end, the work checking its job between decode steps. Either way a client
that goes away or runs out of time frees its place at the next step. Events flow back to the
request's event loop through an asyncio queue; nothing but the worker touches the model or
tokenizer.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
import time
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from .errors import APIError
from .shutdown import Drain

if TYPE_CHECKING:  # a merge-only server (no engine) never loads torch
    from ..batch import BatchConfig
    from ..engine import Engine, Generation

log = logging.getLogger("fastapply.server")
POLL_SECONDS = 0.25
STOP_SECONDS = 60.0  # how long stop() waits for the step in progress (one forward, or one job's next check)
RETRY_AFTER = "1"  # seconds, on a 429: a place frees at the next decode step of any running request


class Cancelled(Exception):
    """The client went away or the request ran out of time: stop working on it."""


class Job:
    """One request: work run on the worker thread, events read by the request's coroutine."""

    def __init__(self, work: Callable[[Engine, Job], None], deadline: float, timeout: float,
                 drain: Drain | None = None) -> None:
        self.work, self.deadline, self.timeout, self.drain = work, deadline, timeout, drain
        self.loop = asyncio.get_running_loop()
        self.events: asyncio.Queue = asyncio.Queue()
        self.cancelled = threading.Event()
        self._getter: asyncio.Future | None = None
        self._next_poll = 0.0

    def cancel(self) -> None:
        self.cancelled.set()
        if self._getter is not None:
            self._getter.cancel()

    def emit(self, kind: str, value: Any = None) -> None:  # worker thread
        try:
            self.loop.call_soon_threadsafe(self.events.put_nowait, (kind, value))
        except RuntimeError:  # the event loop is closed: nobody is listening
            self.cancelled.set()

    def check(self) -> None:  # worker thread, between decode steps
        if self.cancelled.is_set():
            raise Cancelled
        if time.monotonic() > self.deadline:  # the worker may see the deadline before the coroutine does
            self.cancelled.set()
            raise self.timeout_error()
        if self.drain is not None and self.drain.over():  # shutting down: the grace period is over
            self.cancelled.set()
            raise self.drain.cut_off()

    def timeout_error(self) -> APIError:
        return APIError(408, f"The request took longer than this server's limit of {self.timeout:g} s "
                             "and was cancelled.", "timeout_error", code="timeout",
                        headers={"x-should-retry": "false"})

    async def next_event(self, is_disconnected: Callable[[], Awaitable[bool]] | None = None) -> tuple[str, Any]:
        """The next (kind, value) from the worker; raises 408 past the deadline, Cancelled on disconnect."""
        while True:
            if is_disconnected is not None and time.monotonic() >= self._next_poll:
                self._next_poll = time.monotonic() + POLL_SECONDS
                if await is_disconnected():
                    self.cancel()
                    raise Cancelled
            left = self.deadline - time.monotonic()
            if left <= 0:
                self.cancel()
                raise self.timeout_error()
            if self.drain is not None and self.drain.over():
                self.cancel()
                raise self.drain.cut_off()
            if self._getter is None:
                self._getter = asyncio.ensure_future(self.events.get())
            done, _ = await asyncio.wait({self._getter}, timeout=min(left, POLL_SECONDS))
            if done:
                getter, self._getter = self._getter, None
                return getter.result()


class Worker:
    """The single thread that owns the engine, with a bounded number of outstanding jobs."""

    def __init__(self, engine: Engine | None, max_queue: int, batch: BatchConfig | None = None,
                 drain: Drain | None = None) -> None:
        self.engine, self.drain = engine, drain  # engine None: a merge-only server (its jobs need no model)
        batching = engine is not None and batch is not None and batch.max_batch_size > 1
        if batching and not _supports_batching(engine):
            log.warning("this engine cannot batch (sliding-window layers, or a llama.cpp context of one "
                        "sequence): one request at a time")
            batching = False
        self.batch_config = batch if batching else None
        self.capacity = max_queue + (batch.max_batch_size if batching else 1)  # running + waiting
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._outstanding = 0
        self._thread = threading.Thread(target=self._run, name="fastapply-engine", daemon=True)

    @property
    def outstanding(self) -> int:
        return self._outstanding

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def start(self) -> None:
        with self._lock:
            if not self._thread.is_alive() and self._thread.ident is None:
                self._thread.start()

    def stop(self) -> None:
        """End the thread and wait for it: the step in progress ends, the jobs still queued (their
        requests are gone by now: cancelled) are dropped. A daemon thread left inside a forward when the
        interpreter exits would be ended mid-call by Python (``pthread_exit`` in a torch op unwinding
        through a ``noexcept`` frame: ``terminate called without an active exception``, SIGABRT), so
        the process must not exit before this returns."""
        self._jobs.put(None)
        if self._thread.ident is not None and self._thread is not threading.current_thread():
            self._thread.join(STOP_SECONDS)
            if self._thread.is_alive():
                log.error("the engine worker did not stop within %g s", STOP_SECONDS)

    def submit(self, work: Callable[[Engine, Job], None], timeout: float) -> Job:
        self.start()
        if self.drain is not None and self.drain.draining:
            raise self.drain.refusal()
        job = Job(work, time.monotonic() + timeout, timeout, self.drain)
        with self._lock:
            if self._outstanding >= self.capacity:
                raise APIError(429, f"The server is busy: {self._outstanding} requests are running or waiting "
                                    f"(limit {self.capacity}). Please retry shortly.", "rate_limit_error",
                               code="queue_full", headers={"Retry-After": RETRY_AFTER})
            self._outstanding += 1
        self._jobs.put(job)
        return job

    def _run(self) -> None:
        if self.batch_config is not None:
            return self._run_batched()
        while (job := self._jobs.get()) is not None:
            self._run_alone(job)

    def _run_alone(self, job: Job) -> None:
        try:
            job.check()
            job.work(self.engine, job)
        except Cancelled:
            job.emit("cancelled")
        except Exception as error:  # reported to the client as an OpenAI error, never a traceback
            self._fail(job, error)
        finally:
            self._release()

    def _run_batched(self) -> None:
        from ..batch import Batch

        batch = Batch(self.engine, self.batch_config)
        jobs: dict[Generation, Job] = {}
        while True:
            for job in self._arrivals(block=not len(batch)):
                if job is None:
                    return
                if not hasattr(job.work, "start"):
                    self._run_alone(job)  # not a generation (apply): alone, between rounds
                    continue
                try:
                    job.check()
                    generation = job.work.start(self.engine, job)
                    batch.add(generation)
                    jobs[generation] = job
                except Exception as error:
                    self._end(job, error)
            for generation, job in list(jobs.items()):
                try:
                    job.check()
                except Exception as error:  # cancelled or past its deadline: its row goes now
                    batch.remove(generation)
                    self._end(jobs.pop(generation), error)
            try:
                events = batch.step() if len(batch) else []
            except Exception as error:  # not any one request's (the batch isolates those): fail all, start afresh
                for job in jobs.values():
                    self._end(job, error)
                jobs.clear()
                batch = Batch(self.engine, self.batch_config)
                continue
            for event in events:
                job = jobs[event.generation]
                if event.error is not None:  # this request alone failed; it has left the batch
                    del jobs[event.generation]
                    self._end(job, event.error)
                    continue
                job.work.delta(job, event.delta)
                if event.finished:
                    del jobs[event.generation]
                    job.emit("done", event.generation.result())
                    self._release()

    def _arrivals(self, block: bool) -> list:
        """The jobs submitted since the last round (waits for one when ``block``)."""
        arrived = [self._jobs.get()] if block else []
        try:
            while True:
                arrived.append(self._jobs.get_nowait())
        except queue.Empty:
            return arrived

    def _end(self, job: Job, error: Exception) -> None:
        if isinstance(error, Cancelled):
            job.emit("cancelled")
        else:
            self._fail(job, error)
        self._release()

    def _fail(self, job: Job, error: Exception) -> None:
        if not isinstance(error, APIError):
            log.error("request failed", exc_info=error)
        job.emit("error", error)

    def _release(self) -> None:
        with self._lock:
            self._outstanding -= 1


def _supports_batching(engine: Engine) -> bool:
    from ..batch import supports_batching

    return supports_batching(engine)
