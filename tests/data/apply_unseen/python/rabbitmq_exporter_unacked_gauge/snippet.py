    def collect(self) -> Iterator[Metric]:
        # ... scrape and rabbitmq_up handling unchanged ...

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
        # ... existing code ...

        for queue in queues:
            if self.vhost_filter and queue["vhost"] != self.vhost_filter:
                continue
            labels = [queue["name"], queue["vhost"]]
            depth.add_metric(labels, queue.get("messages_ready", 0))
            unacked.add_metric(labels, queue.get("messages_unacknowledged", 0))
            # ... existing code ...

        yield up
        yield depth
        yield unacked
        # ... existing code ...
