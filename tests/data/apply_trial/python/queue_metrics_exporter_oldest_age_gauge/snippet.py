QUEUE_FAILED = Gauge("jobqueue_failed", "Jobs in the failed state", ["queue"])
QUEUE_OLDEST_AGE = Gauge("jobqueue_oldest_pending_seconds", "Age of the oldest pending job", ["queue"])
SCRAPE_ERRORS = Counter("jobqueue_scrape_errors_total", "Failed collection rounds")

# ... existing code ...

    def collect_once(self, conn: psycopg.Connection) -> None:
        with conn.cursor() as cur:
            cur.execute(DEPTH_SQL)
            rows = cur.fetchall()
            cur.execute(OLDEST_SQL)
            oldest = dict(cur.fetchall())
        seen = set()
        for queue, pending, running, failed in rows:
            # ... existing code ...
            QUEUE_FAILED.labels(queue).set(failed)
            QUEUE_OLDEST_AGE.labels(queue).set(oldest.get(queue, 0))
        for queue in self.known_queues - seen:
            # ... existing code ...
            QUEUE_FAILED.labels(queue).set(0)
            QUEUE_OLDEST_AGE.labels(queue).set(0)
        self.known_queues = seen

    # ... existing code ...
