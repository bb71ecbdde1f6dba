# ... existing code ...

def render_metrics(snapshot: Mapping[str, object]) -> str:
    lines: list[str] = []

    # ... existing metrics ...

    lines += _metric("errors_total", "counter", "Ingest errors, by source and kind.")
    for (source, kind), count in sorted(snapshot["errors"].items()):
        lines.append(_sample("errors_total", count, {"source": source, "kind": kind}))

    lines += _metric("queue_depth", "gauge", "Records waiting in each partition queue.")
    for partition, depth in sorted(snapshot.get("queues", {}).items()):
        lines.append(_sample("queue_depth", depth, {"partition": str(partition)}))

    # ... rest of the metrics unchanged ...
