"""Matplotlib plots of benchmark / eval records (PNG files)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def plot_speedup_vs_changed(records: list[dict], path: str | Path, method: str = "prediction") -> Path:
    """Per-task speedup over plain decoding against the changed fraction of the file."""
    points = [(r["changed_fraction"], r["speedup_vs_plain"]) for r in records
              if r.get("method", method) == method and r.get("changed_fraction") is not None
              and r.get("speedup_vs_plain") is not None]
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(6, 4))
    if points:
        axes.scatter([p[0] * 100 for p in points], [p[1] for p in points], s=18, alpha=0.7)
    axes.axhline(1.0, color="grey", linewidth=0.8)
    axes.set(xlabel="changed lines (% of file)", ylabel="speedup vs plain decoding (x)",
             title=f"{method}: speedup vs size of the edit")
    return _save(figure, path)


def plot_acceptance_histogram(records: list[dict], path: str | Path) -> Path:
    """Tokens emitted per target forward, one bar series per method."""
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(6, 4))
    methods = [m for m in dict.fromkeys(r["method"] for r in records) if m not in ("plain",)]
    for method in methods:
        counts: Counter = Counter()
        for record in records:
            if record["method"] == method:
                counts.update({int(k): v for k, v in (record.get("acceptance_lengths") or {}).items()})
        if counts:
            total = sum(counts.values())
            lengths = sorted(counts)
            axes.plot(lengths, [counts[n] / total for n in lengths], marker="o", markersize=3, label=method)
    axes.set(xscale="log", xlabel="tokens emitted per target forward", ylabel="share of forwards",
             title="acceptance length")
    if axes.get_legend_handles_labels()[0]:
        axes.legend()
    return _save(figure, path)


def plot_tokens_per_second(records: list[dict], path: str | Path) -> Path:
    plt = _pyplot()
    methods = list(dict.fromkeys(r["method"] for r in records))
    data = [[r["tokens_per_second"] for r in records if r["method"] == m] for m in methods]
    figure, axes = plt.subplots(figsize=(7, 4))
    axes.boxplot(data, showfliers=False)
    axes.set_xticks(range(1, len(methods) + 1), methods, rotation=20)
    axes.set(ylabel="output tokens / s", title="tokens per second by method (per task)")
    return _save(figure, path)


def _save(figure, path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    _pyplot().close(figure)
    return path
