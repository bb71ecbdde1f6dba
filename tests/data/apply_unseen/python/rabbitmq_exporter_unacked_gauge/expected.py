"""Prometheus exporter for RabbitMQ queue statistics."""

from __future__ import annotations

import logging
import time
from typing import Iterator

import requests
from prometheus_client import REGISTRY, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric

log = logging.getLogger("rabbitmq_exporter")


class ManagementClient:
    def __init__(self, url: str, user: str, password: str) -> None:
        self.url = url.rstrip("/")
        self.auth = (user, password)

    def list_queues(self) -> list[dict]:
        resp = requests.get(f"{self.url}/api/queues", auth=self.auth, timeout=5)
        resp.raise_for_status()
        return resp.json()

    def overview(self) -> dict:
        resp = requests.get(f"{self.url}/api/overview", auth=self.auth, timeout=5)
        resp.raise_for_status()
        return resp.json()


class QueueCollector:
    def __init__(self, client: ManagementClient, vhost_filter: str | None = None) -> None:
        self.client = client
        self.vhost_filter = vhost_filter

    def collect(self) -> Iterator[Metric]:
        start = time.monotonic()
        up = GaugeMetricFamily("rabbitmq_up", "Whether the management API answered")
        try:
            queues = self.client.list_queues()
        except requests.RequestException as exc:
            log.warning("scrape failed: %s", exc)
            up.add_metric([], 0)
            yield up
            return
        up.add_metric([], 1)

        depth = GaugeMetricFamily(
            "rabbitmq_queue_messages",
            "Messages ready for delivery",
            labels=["queue", "vhost"],
        )
        unacked = GaugeMetricFamily(
            "rabbitmq_queue_messages_unacked",
            "Messages delivered but not yet acknowledged",
            labels=["queue", "vhost"],
        )
        consumers = GaugeMetricFamily(
            "rabbitmq_queue_consumers",
            "Number of consumers on the queue",
            labels=["queue", "vhost"],
        )
        published = CounterMetricFamily(
            "rabbitmq_queue_published",
            "Messages published to the queue",
            labels=["queue", "vhost"],
        )

        for queue in queues:
            if self.vhost_filter and queue["vhost"] != self.vhost_filter:
                continue
            labels = [queue["name"], queue["vhost"]]
            depth.add_metric(labels, queue.get("messages_ready", 0))
            unacked.add_metric(labels, queue.get("messages_unacknowledged", 0))
            consumers.add_metric(labels, queue.get("consumers", 0))
            stats = queue.get("message_stats", {})
            published.add_metric(labels, stats.get("publish", 0))

        yield up
        yield depth
        yield unacked
        yield consumers
        yield published

        duration = GaugeMetricFamily("rabbitmq_scrape_duration_seconds", "Time spent scraping")
        duration.add_metric([], time.monotonic() - start)
        yield duration


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = ManagementClient("http://localhost:15672", "guest", "guest")
    REGISTRY.register(QueueCollector(client))
    start_http_server(9419)
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main()
