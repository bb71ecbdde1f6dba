from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Callable


@dataclass(order=True)
class _Entry:
    due: datetime
    seq: int
    job: "Job" = field(compare=False)


@dataclass
class Job:
    name: str
    func: Callable[[], None]
    interval: timedelta
    jitter: timedelta = timedelta(0)
    last_run: datetime | None = None

    def next_run(self, now: datetime) -> datetime:
        if self.last_run is None:
            return now
        candidate = self.last_run + self.interval
        if candidate < now:
            missed = (now - candidate) // self.interval + 1
            candidate += missed * self.interval
        return candidate.replace(microsecond=0)

    def describe(self) -> str:
        return f"{self.name} every {self.interval}"


class Scheduler:
    def __init__(self) -> None:
        self._queue: list[_Entry] = []
        self._counter = itertools.count()
        self._jobs: dict[str, Job] = {}

    def add(self, job: Job, now: datetime) -> None:
        if job.name in self._jobs:
            raise ValueError(f"duplicate job {job.name!r}")
        self._jobs[job.name] = job
        heapq.heappush(self._queue, _Entry(job.next_run(now), next(self._counter), job))

    def remove(self, name: str) -> None:
        job = self._jobs.pop(name)
        self._queue = [e for e in self._queue if e.job is not job]
        heapq.heapify(self._queue)

    def run_pending(self, now: datetime) -> list[str]:
        ran = []
        while self._queue and self._queue[0].due <= now:
            entry = heapq.heappop(self._queue)
            entry.job.func()
            entry.job.last_run = now
            ran.append(entry.job.name)
            heapq.heappush(self._queue, _Entry(entry.job.next_run(now), next(self._counter), entry.job))
        return ran

    def next_due(self) -> datetime | None:
        return self._queue[0].due if self._queue else None
