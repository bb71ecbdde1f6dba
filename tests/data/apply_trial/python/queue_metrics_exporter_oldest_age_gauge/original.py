"""Prometheus exporter for the job queue tables."""

from __future__ import annotations

import logging
import time

import psycopg
from prometheus_client import Counter, Gauge, start_http_server

log = logging.getLogger("queue_exporter")

QUEUE_DEPTH = Gauge("jobqueue_depth", "Jobs waiting to run", ["queue"])
QUEUE_RUNNING = Gauge("jobqueue_running", "Jobs currently running", ["queue"])
QUEUE_FAILED = Gauge("jobqueue_failed", "Jobs in the failed state", ["queue"])
SCRAPE_ERRORS = Counter("jobqueue_scrape_errors_total", "Failed collection rounds")

DEPTH_SQL = """
    SELECT queue, count(*) FILTER (WHERE state = 'pending'),
                  count(*) FILTER (WHERE state = 'running'),
                  count(*) FILTER (WHERE state = 'failed')
    FROM jobs
    GROUP BY queue
"""

OLDEST_SQL = """
    SELECT queue, extract(epoch FROM now() - min(enqueued_at))
    FROM jobs
    WHERE state = 'pending'
    GROUP BY queue
"""


class QueueCollector:
    def __init__(self, dsn: str, interval: float = 15.0) -> None:
        self.dsn = dsn
        self.interval = interval
        self.known_queues: set[str] = set()

    def collect_once(self, conn: psycopg.Connection) -> None:
        with conn.cursor() as cur:
            cur.execute(DEPTH_SQL)
            rows = cur.fetchall()
        seen = set()
        for queue, pending, running, failed in rows:
            seen.add(queue)
            QUEUE_DEPTH.labels(queue).set(pending)
            QUEUE_RUNNING.labels(queue).set(running)
            QUEUE_FAILED.labels(queue).set(failed)
        for queue in self.known_queues - seen:
            QUEUE_DEPTH.labels(queue).set(0)
            QUEUE_RUNNING.labels(queue).set(0)
            QUEUE_FAILED.labels(queue).set(0)
        self.known_queues = seen

    def run_forever(self) -> None:
        while True:
            try:
                with psycopg.connect(self.dsn, connect_timeout=5) as conn:
                    self.collect_once(conn)
            except psycopg.Error:
                SCRAPE_ERRORS.inc()
                log.exception("collection failed")
            time.sleep(self.interval)


def main() -> None:
    import os

    logging.basicConfig(level=logging.INFO)
    start_http_server(int(os.environ.get("EXPORTER_PORT", "9187")))
    QueueCollector(os.environ["DATABASE_URL"]).run_forever()


if __name__ == "__main__":
    main()
