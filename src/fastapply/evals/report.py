"""Markdown summary of an eval run: accuracy by grade, language and edit size; speed."""

from __future__ import annotations

import statistics

from ..bench.report import markdown_table

SIZE_BUCKETS = ((0.05, "<5% changed"), (0.15, "5-15%"), (0.30, "15-30%"), (1.01, ">30%"))


def size_bucket(fraction: float) -> str:
    return next(label for limit, label in SIZE_BUCKETS if fraction < limit)


def _accuracy_row(name: str, records: list[dict]) -> dict:
    row = {"group": name, "tasks": len(records),
           "exact": sum(r["exact"] for r in records) / len(records),
           "normalized": sum(r["normalized"] for r in records) / len(records),
           "applied": sum(r["applied"] for r in records) / len(records)}
    gradable = [r for r in records if r.get("ast") is not None]
    row["ast"] = sum(r["ast"] for r in gradable) / len(gradable) if gradable else None
    judged = [r for r in records if r.get("judge", {}).get("correct") is not None]
    row["judge"] = sum(r["judge"]["correct"] for r in judged) / len(judged) if judged else None
    return row


def _median(records: list[dict], key: str) -> float | None:
    values = [r[key] for r in records if r.get(key) is not None]
    return statistics.median(values) if values else None


def eval_report(records: list[dict], title: str = "Apply eval") -> str:
    columns = [("group", "group"), ("tasks", "tasks"), ("exact", "exact"), ("normalized", "whitespace-normalized"),
               ("ast", "Python AST"), ("judge", "judge"), ("applied", "produced a file")]
    rows = [_accuracy_row("all", records)]
    fitting = [r for r in records if not r.get("too_long")]
    if 0 < len(fitting) < len(records):
        rows.append(_accuracy_row("fits the model's context", fitting))
    for language in sorted({r["language"] or "?" for r in records}):
        rows.append(_accuracy_row(f"language: {language}", [r for r in records if (r["language"] or "?") == language]))
    for _, label in SIZE_BUCKETS:
        bucket = [r for r in records if size_bucket(r["changed_fraction"]) == label]
        if bucket:
            rows.append(_accuracy_row(f"size: {label}", bucket))
    parts = [f"## {title}", markdown_table(rows, columns)]
    speed = {"median tokens/s": _median(records, "tokens_per_second"),
             "median mean acceptance length": _median(records, "mean_acceptance_length"),
             "median speedup vs plain decoding": _median(records, "speedup_vs_plain"),
             "median seconds per task": _median(records, "seconds")}
    lines = [f"- {name}: {value:.2f}" for name, value in speed.items() if value is not None]
    forwards = [r for r in records if r.get("target_forwards") is not None]
    if forwards:
        lines.append(f"- target forwards: {sum(r['target_forwards'] for r in forwards)} for "
                     f"{sum(r['output_tokens'] for r in forwards)} output tokens ({len(forwards)} tasks)")
    compared = [r for r in records if "equals_plain" in r]
    if compared:
        lines.append(f"- output identical to plain decoding: {sum(r['equals_plain'] for r in compared)}"
                     f"/{len(compared)}")
    parts.append("\n".join(lines))
    return "\n\n".join(parts) + "\n"
