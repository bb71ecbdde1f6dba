"""Render benchmark records (JSONL) as a markdown report."""

from __future__ import annotations

from .engine_bench import ratio_between, summarize


def _fmt(value, digits: int = 2) -> str:
    if value is None:
        return "-"
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


def markdown_table(rows: list[dict], columns: list[tuple[str, str]]) -> str:
    lines = ["| " + " | ".join(title for _, title in columns) + " |",
             "|" + "|".join("---" for _ in columns) + "|"]
    lines += ["| " + " | ".join(_fmt(row.get(key)) for key, _ in columns) + " |" for row in rows]
    return "\n".join(lines)


def bench_report(records: list[dict]) -> str:
    columns = [("method", "method"), ("tasks", "tasks"), ("median_tokens_per_second", "median tok/s"),
               ("median_speedup_vs_plain", "median speedup vs plain"),
               ("median_acceptance_length", "median acceptance length"),
               ("identical_to_plain", "identical to plain greedy"), ("median_seconds", "median s/task")]
    parts = [markdown_table(summarize(records), columns)]
    methods = {r["method"] for r in records}
    for faster, slower in (("prediction", "hf_prompt_lookup"), ("prediction", "ngram"),
                           ("ngram", "hf_prompt_lookup"), ("plain", "hf_generate")):
        if {faster, slower} <= methods:
            parts.append(f"- median per-task time ratio {slower} / {faster}: "
                         f"{_fmt(ratio_between(records, faster, slower))}x")
    return "\n\n".join(parts) + "\n"
