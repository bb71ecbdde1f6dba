from __future__ import annotations

import time

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

from worker.queue import QueueStats
from worker.pool import PoolStats


class WorkerMetrics:
    """Prometheus metrics for the background worker process."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        self.jobs_started = Counter(
            "worker_jobs_started_total",
            "Jobs picked up by the worker",
            ["queue"],
            registry=self.registry,
        )
        self.jobs_failed = Counter(
            "worker_jobs_failed_total",
            "Jobs that raised an exception",
            ["queue", "error"],
            registry=self.registry,
        )
        self.job_duration = Histogram(
            "worker_job_duration_seconds",
            "Wall time spent running a job",
            ["queue"],
            buckets=(0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60),
            registry=self.registry,
        )
        self.queue_depth = Gauge(
            "worker_queue_depth",
            "Jobs waiting in the queue",
            ["queue"],
            registry=self.registry,
        )
        self.pool_busy = Gauge(
            "worker_pool_busy",
            "Busy worker threads",
            registry=self.registry,
        )
        self.last_scrape = Gauge(
            "worker_last_scrape_timestamp",
            "Unix time of the last stats refresh",
            registry=self.registry,
        )

    def job_started(self, queue: str) -> float:
        self.jobs_started.labels(queue=queue).inc()
        return time.perf_counter()

    def job_finished(self, queue: str, started: float) -> None:
        self.job_duration.labels(queue=queue).observe(time.perf_counter() - started)

    def job_failed(self, queue: str, started: float, exc: BaseException) -> None:
        self.job_duration.labels(queue=queue).observe(time.perf_counter() - started)
        self.jobs_failed.labels(queue=queue, error=type(exc).__name__).inc()

    def refresh(self, queues: list[QueueStats], pool: PoolStats) -> None:
        for q in queues:
            self.queue_depth.labels(queue=q.name).set(q.pending)
        self.pool_busy.set(pool.busy)
        self.last_scrape.set(time.time())
