"""Render a runtime snapshot in the Prometheus text exposition format."""

from __future__ import annotations

import time
from typing import Iterable, Mapping

PREFIX = "ingest"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _labels(labels: Mapping[str, str]) -> str:
    if not labels:
        return ""
    inner = ",".join(f'{k}="{_escape(v)}"' for k, v in sorted(labels.items()))
    return "{" + inner + "}"


def _metric(name: str, kind: str, help_text: str) -> list[str]:
    full = f"{PREFIX}_{name}"
    return [f"# HELP {full} {help_text}", f"# TYPE {full} {kind}"]


def _sample(name: str, value: float, labels: Mapping[str, str] | None = None) -> str:
    return f"{PREFIX}_{name}{_labels(labels or {})} {value}"


def render_metrics(snapshot: Mapping[str, object]) -> str:
    lines: list[str] = []

    lines += _metric("up", "gauge", "Whether the ingest worker is running.")
    lines.append(_sample("up", 1))

    lines += _metric("start_time_seconds", "gauge", "Unix time the worker started.")
    lines.append(_sample("start_time_seconds", snapshot["started_at"]))

    lines += _metric("records_total", "counter", "Records ingested, by source.")
    for source, count in sorted(snapshot["records"].items()):
        lines.append(_sample("records_total", count, {"source": source}))

    lines += _metric("errors_total", "counter", "Ingest errors, by source and kind.")
    for (source, kind), count in sorted(snapshot["errors"].items()):
        lines.append(_sample("errors_total", count, {"source": source, "kind": kind}))

    lines += _metric("batch_seconds", "summary", "Time spent writing one batch.")
    batch = snapshot["batch_seconds"]
    lines.append(_sample("batch_seconds_sum", batch["sum"]))
    lines.append(_sample("batch_seconds_count", batch["count"]))

    lines += _metric("last_success_seconds", "gauge", "Unix time of the last good batch.")
    lines.append(_sample("last_success_seconds", snapshot.get("last_success", 0)))

    lines += _metric("scrape_time_seconds", "gauge", "Unix time of this scrape.")
    lines.append(_sample("scrape_time_seconds", round(time.time(), 3)))

    return "\n".join(lines) + "\n"


def render_many(snapshots: Iterable[Mapping[str, object]]) -> str:
    return "".join(render_metrics(s) for s in snapshots)
