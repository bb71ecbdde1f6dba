import heapq
import itertools
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

logger = logging.getLogger(__name__)


@dataclass(order=True)
class ScheduledJob:
    run_at: float
    seq: int
    job_id: str = field(compare=False)
    func: Callable[[], None] = field(compare=False)
    interval: float | None = field(default=None, compare=False)
    cancelled: bool = field(default=False, compare=False)


class Scheduler:
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self._clock = clock
        self._queue: list[ScheduledJob] = []
        self._jobs: dict[str, ScheduledJob] = {}
        self._seq = itertools.count()
        self._lock = threading.Lock()
        self._wakeup = threading.Event()
        self._stopped = False

    def schedule(self, job_id: str, func: Callable[[], None], delay: float = 0.0) -> None:
        self._push(job_id, func, self._clock() + delay, None)

    def every(self, job_id: str, func: Callable[[], None], interval: float) -> None:
        self._push(job_id, func, self._clock() + interval, interval)

    def cancel(self, job_id: str) -> bool:
        with self._lock:
            job = self._jobs.pop(job_id, None)
        if job is None:
            logger.debug("cancel: no job %s", job_id)
            return False
        job.cancelled = True
        self._wakeup.set()
        return True

    def pending(self) -> list[str]:
        """Ids of jobs still waiting to run, soonest first."""
        with self._lock:
            return [j.job_id for j in sorted(self._queue) if not j.cancelled]

    def _push(self, job_id, func, run_at, interval) -> None:
        with self._lock:
            if job_id in self._jobs:
                raise ValueError(f"job {job_id!r} is already scheduled")
            job = ScheduledJob(run_at, next(self._seq), job_id, func, interval)
            heapq.heappush(self._queue, job)
            self._jobs[job_id] = job
        self._wakeup.set()

    def run_pending(self) -> int:
        ran = 0
        now = self._clock()
        while True:
            with self._lock:
                if not self._queue or self._queue[0].run_at > now:
                    break
                job = heapq.heappop(self._queue)
                if job.cancelled:
                    continue
                if job.interval is None:
                    self._jobs.pop(job.job_id, None)
            try:
                job.func()
            except Exception:
                logger.exception("job %s failed", job.job_id)
            ran += 1
            if job.interval is not None and not job.cancelled:
                with self._lock:
                    job.run_at = now + job.interval
                    job.seq = next(self._seq)
                    heapq.heappush(self._queue, job)
        return ran

    def run_forever(self, poll: float = 1.0) -> None:
        while not self._stopped:
            self.run_pending()
            self._wakeup.wait(poll)
            self._wakeup.clear()

    def stop(self) -> None:
        self._stopped = True
        self._wakeup.set()
