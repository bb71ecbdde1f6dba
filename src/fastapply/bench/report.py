"""Render benchmark records (JSONL) as a markdown report."""

from __future__ import annotations

from .engine_bench import LOOKUPS, method_base, ratio_between, summarize


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
               ("identical_to_plain", "identical to plain greedy"),
               ("text_identical_to_plain", "text identical to plain"), ("median_seconds", "median s/task")]
    parts = [markdown_table(summarize(records), columns)]
    methods = list(dict.fromkeys(r["method"] for r in records))
    for faster, slower in (("prediction", "ngram"), ("apply_merge", "prediction"), ("plain", "hf_generate"),
                           ("draft", "hf_assisted"), ("plain", "llamacpp_generate")):
        if {faster, slower} <= set(methods):
            parts.append(f"- median per-task time ratio {slower} / {faster}: "
                         f"{_fmt(ratio_between(records, faster, slower))}x")
    for family in LOOKUPS:
        lookups = tuple(m for m in methods if method_base(m)[0] == family)
        for faster in (m for m in ("prediction", "apply_merge", "ngram") if m in methods and lookups):
            for slower in lookups + ((lookups,) if len(lookups) > 1 else ()):
                name = slower if isinstance(slower, str) else f"the faster of {', '.join(slower)} per task"
                parts.append(f"- median per-task time ratio {name} / {faster}: "
                             f"{_fmt(ratio_between(records, faster, slower))}x")
    draft = [r for r in records if r["method"] == "draft"]
    if draft:
        parts.append(draft_acceptance_line(draft))
    return "\n\n".join(parts) + "\n"


def expected_tokens_per_forward(alpha: float, k: float) -> float:
    """Leviathan et al.: expected tokens per target forward, (1 - a^(k+1)) / (1 - a)."""
    return k + 1.0 if alpha >= 1.0 else (1.0 - alpha ** (k + 1.0)) / (1.0 - alpha)


def draft_acceptance_line(records: list[dict]) -> str:
    drafted = sum(r["drafted_tokens"] for r in records)
    accepted = sum(r["accepted_tokens"] for r in records)
    forwards = sum(r["target_forwards"] for r in records)
    alpha, k = accepted / max(drafted, 1), drafted / max(forwards, 1)
    measured = (accepted + forwards) / max(forwards, 1)
    return (f"- draft model: acceptance rate a = {alpha:.3f}, mean draft length k = {k:.2f}; tokens per target "
            f"forward measured {measured:.2f} vs (1 - a^(k+1)) / (1 - a) = {expected_tokens_per_forward(alpha, k):.2f}")
