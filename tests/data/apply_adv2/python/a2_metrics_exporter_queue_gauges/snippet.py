    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        # ... existing counters, histogram and gauges ...
        self.queue_oldest_age = Gauge(
            "worker_queue_oldest_age_seconds",
            "Age of the oldest pending job",
            ["queue"],
            registry=self.registry,
        )

    # ... job_started / job_finished / job_failed unchanged ...

    def refresh(self, queues: list[QueueStats], pool: PoolStats) -> None:
        for q in queues:
            self.queue_depth.labels(queue=q.name).set(q.pending)
            self.queue_oldest_age.labels(queue=q.name).set(q.oldest_age or 0)
        # ... rest of refresh unchanged ...
